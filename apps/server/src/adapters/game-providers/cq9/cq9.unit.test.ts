import { describe, expect, it } from 'vitest';
import { loopback } from '../../../../test/vendors.ts';
import { createCq9Client } from './cq9-client.ts';
import { createCq9Adapter } from './cq9-seamless.ts';

const credentials = { apiToken: 'api-token', walletToken: 'wallet-token', apiUrl: 'https://cq9.example' };
const noFetch = async () => ({ status: 500, text: async () => '' });

describe('CQ9 adapter', () => {
  it('reads the balance with GET, a bet and its endround (wins summed) as forms with wtoken', async () => {
    const adapter = createCq9Adapter({ credentials, fetch: noFetch });
    const { transport, parsed, sent } = loopback(adapter);
    const client = createCq9Client({ walletToken: 'wallet-token', transport });
    expect(await client.balance({ playerId: 7, token: '', gameId: 'g' })).toMatchObject({ outcome: 'ok', balance: 12_345 });
    expect(sent[0]).toMatchObject({ method: 'GET', action: 'transaction/balance/7', headers: { wtoken: 'wallet-token' } });
    expect(parsed[0]).toEqual({ ok: true, command: { kind: 'balance', playerId: 7 } });
    await client.bet({ txId: 'm1', playerId: 7, token: 'tok', roundId: 'r1', gameId: 'GB5', amount: 250 });
    expect(parsed[1]).toEqual({ ok: true, command: { kind: 'bet', txId: 'bet:m1', playerId: 7, token: 'tok', roundId: 'r1', gameId: 'GB5', amount: 250 } });
    await client.settle({ txId: 'm2', playerId: 7, roundId: 'r1', gameId: 'GB5', win: 1_000 });
    expect(parsed[2]).toEqual({ ok: true, command: { kind: 'settle', txId: 'end:m2', playerId: 7, roundId: 'r1', amount: 1_000 } });
    await client.rollback({ txId: 'x', playerId: 7, refTxId: 'm1', refKind: 'bet', roundId: 'r1', gameId: 'GB5', amount: 250 });
    expect(parsed[3]).toEqual({ ok: true, command: { kind: 'rollback', txId: 'refund:m1', playerId: 7, refTxId: 'bet:m1' } });
  });

  it('refuses a wrong wtoken (401 "Error Token"), a POST balance and a malformed endround', () => {
    const adapter = createCq9Adapter({ credentials, fetch: noFetch });
    expect(adapter.parse('transaction/balance/7', { rawBody: '', headers: { wtoken: 'nope' }, method: 'GET' })).toEqual({ ok: false, reason: 'signature' });
    expect(adapter.refuse('transaction/game/bet', 'signature')).toMatchObject({ status: 401, body: { status: { code: '9999' } } });
    expect(adapter.parse('transaction/balance/7', { rawBody: '', headers: { wtoken: 'wallet-token' }, method: 'POST' })).toEqual({ ok: false, reason: 'unknown-action' });
    const endround = new URLSearchParams({ account: '7', gamecode: 'g', roundid: 'r', data: '[{"mtcode":"m","amount":1.001}]' }).toString();
    expect(adapter.parse('transaction/game/endround', { rawBody: endround, headers: { wtoken: 'wallet-token' }, method: 'POST' })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('launches through gamelink with the API token', async () => {
    const requests: { url: string; headers: Record<string, string> | undefined; body: string }[] = [];
    const adapter = createCq9Adapter({
      credentials,
      fetch: async (url, init) => {
        requests.push({ url, headers: init?.headers, body: init?.body ?? '' });
        return { status: 200, text: async () => JSON.stringify({ data: { url: 'https://play.cq9.example/?token=z' }, status: { code: '0', message: 'Success' } }) };
      },
    });
    expect(await adapter.launchUrl({ token: 'launch', playerId: 7, gameId: 'GB5', language: 'en', homeUrl: '', platform: 'web' })).toBe('https://play.cq9.example/?token=z');
    expect(requests[0]).toMatchObject({ url: 'https://cq9.example/gameboy/player/sw/gamelink', headers: { authorization: 'api-token' } });
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toMatchObject({ account: '7', gamecode: 'GB5', session: 'launch', lang: 'en' });
  });
});
