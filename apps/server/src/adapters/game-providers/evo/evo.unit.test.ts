import { describe, expect, it } from 'vitest';
import { loopback } from '../../../../test/vendors.ts';
import { createEvoClient } from './evo-client.ts';
import { createEvoAdapter } from './evo-seamless.ts';

const credentials = { casinoKey: 'casino1', apiToken: 'ua-token', authToken: 'wallet-auth', apiUrl: 'https://evo.example' };
const noFetch = async () => ({ status: 500, text: async () => '' });

describe('Evolution adapter', () => {
  it('authenticates with ?authToken=, maps debit/credit/cancel by refId and answers status + decimal balance', async () => {
    const adapter = createEvoAdapter({ credentials, fetch: noFetch });
    const { transport, parsed, sent } = loopback(adapter);
    const client = createEvoClient({ authToken: 'wallet-auth', transport });
    await client.bet({ txId: 'B1', playerId: 7, token: 'sid', roundId: 'G1', gameId: 'evo-table', amount: 1_050 });
    expect(sent[0]!.query).toEqual({ authToken: 'wallet-auth' });
    expect(parsed[0]).toEqual({ ok: true, command: { kind: 'bet', txId: 'debit:B1', playerId: 7, token: 'sid', roundId: 'G1', gameId: 'evo-table', amount: 1_050 } });
    const settled = await client.settle({ txId: 'S1', betTxId: 'B1', playerId: 7, roundId: 'G1', gameId: 'evo-table', win: 2_100 });
    expect(settled).toMatchObject({ outcome: 'ok', balance: 12_345 });
    expect(parsed[1]).toEqual({ ok: true, command: { kind: 'settle', txId: 'credit:B1', playerId: 7, roundId: 'G1', amount: 2_100 } });
    await client.rollback({ txId: 'X1', playerId: 7, refTxId: 'B1', refKind: 'bet', roundId: 'G1', gameId: 'evo-table', amount: 1_050 });
    expect(parsed[2]).toEqual({ ok: true, command: { kind: 'rollback', txId: 'cancel:B1', playerId: 7, refTxId: 'debit:B1' } });
    const forged = createEvoClient({ authToken: 'guess', transport });
    expect(await forged.balance({ playerId: 7, token: 'sid', gameId: 'g' })).toEqual({ http: 401, outcome: 'refused' });
  });

  it('renders Evolution statuses', () => {
    const adapter = createEvoAdapter({ credentials, fetch: noFetch });
    const command = { kind: 'bet', txId: 'debit:B', playerId: 7, roundId: 'G', gameId: 't', amount: 100 } as const;
    const body = (outcome: 'insufficientFunds' | 'sessionExpired' | 'roundSettled') =>
      adapter.render('debit', command, { outcome, balance: 50, playerId: 7, replayed: false, currency: 'PKR' }).body;
    expect(body('insufficientFunds')).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 0.5, bonus: 0 });
    expect(body('sessionExpired')).toMatchObject({ status: 'INVALID_SID' });
    expect(body('roundSettled')).toMatchObject({ status: 'BET_ALREADY_SETTLED' });
  });

  it('launches through the user-authentication API with the session and answers the entry URL', async () => {
    const requests: { url: string; body: string }[] = [];
    const adapter = createEvoAdapter({
      credentials,
      fetch: async (url, init) => {
        requests.push({ url, body: init?.body ?? '' });
        return { status: 200, text: async () => JSON.stringify({ entry: '/entry?params=abc&JSESSIONID=s1', entryEmbedded: '/entry?params=abc&embedded' }) };
      },
    });
    const url = await adapter.launchUrl({ token: 'launch', playerId: 7, gameId: 'vctlz20yfnmp1ylr', language: 'ur', homeUrl: 'https://khel.example/', platform: 'web', ip: '10.0.0.9' });
    expect(url).toBe('https://evo.example/entry?params=abc&JSESSIONID=s1');
    expect(requests[0]!.url).toBe('https://evo.example/ua/v1/casino1/ua-token');
    expect(JSON.parse(requests[0]!.body)).toMatchObject({
      player: { id: '7', language: 'ur', currency: 'PKR', session: { id: 'launch', ip: '10.0.0.9' } },
      config: { game: { table: { id: 'vctlz20yfnmp1ylr' } }, channel: { mobile: true } },
    });
  });
});
