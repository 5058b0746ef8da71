import { describe, expect, it } from 'vitest';
import { loopback } from '../../../../test/vendors.ts';
import { createPgClient } from './pg-client.ts';
import { createPgAdapter } from './pg-seamless.ts';

const credentials = { operatorToken: 'op-token', secretKey: 'pg-secret-key', launchUrl: 'https://m.pg.example' };
const adapter = createPgAdapter({ credentials });

describe('PG adapter', () => {
  it('reads TransferInOut forms in rupees: a whole round, a stake of an open round, a settle', async () => {
    const { transport, parsed, sent } = loopback(adapter);
    const client = createPgClient({ credentials, transport });
    const round = await client.betSettle({ txId: 't1', playerId: 7, token: 'tok', roundId: 'p1', gameId: 'fortune', bet: 250, win: 1_000 });
    expect(round).toMatchObject({ outcome: 'ok', balance: 12_345 });
    expect(sent[0]).toMatchObject({ action: 'Cash/TransferInOut', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(new URLSearchParams(sent[0]!.body).get('transfer_amount')).toBe('7.5');
    expect(parsed[0]).toEqual({
      ok: true,
      command: { kind: 'betSettle', txId: 't1', playerId: 7, token: 'tok', roundId: 'p1', gameId: 'fortune', betAmount: 250, winAmount: 1_000 },
    });
    await client.bet({ txId: 't2', playerId: 7, token: 'tok', roundId: 'p2', gameId: 'fortune', amount: 100 });
    expect(parsed[1]).toMatchObject({ ok: true, command: { kind: 'bet', txId: 't2', roundId: 'p2', amount: 100 } });
    await client.settle({ txId: 't3', playerId: 7, roundId: 'p2', gameId: 'fortune', win: 0 });
    expect(parsed[2]).toMatchObject({ ok: true, command: { kind: 'settle', txId: 't3', roundId: 'p2', amount: 0 } });
    await client.rollback({ txId: 'a1', playerId: 7, refTxId: 't2', refKind: 'bet', roundId: 'p2', gameId: 'fortune', amount: 100 });
    expect(parsed[3]).toMatchObject({ ok: true, command: { kind: 'rollback', txId: 'adj:a1', refTxId: 't2' } });
  });

  it('refuses a wrong secret, sub-paisa amounts and a transfer_amount that disagrees', () => {
    const form = (fields: Record<string, string>) => new URLSearchParams({ operator_token: 'op-token', secret_key: 'pg-secret-key', ...fields }).toString();
    const round = { player_name: '7', game_id: 'g', parent_bet_id: 'p', bet_id: 'b', transaction_id: 't', bet_amount: '1', win_amount: '0', transfer_amount: '-1' };
    const parse = (body: string) => adapter.parse('Cash/TransferInOut', { rawBody: body, headers: {} });
    expect(parse(form(round)).ok).toBe(true);
    expect(parse(form({ ...round, secret_key: 'guess' }))).toEqual({ ok: false, reason: 'signature' });
    expect(parse(form({ ...round, bet_amount: '1.005', transfer_amount: '-1.005' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(parse(form({ ...round, transfer_amount: '5' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(adapter.refuse('Cash/TransferInOut', 'signature').status).toBe(401);
  });

  it('answers errors with PG codes and the balance; launches on the game host with the session', async () => {
    const command = { kind: 'bet', txId: 't', playerId: 7, roundId: 'r', gameId: 'g', amount: 100 } as const;
    expect(adapter.render('Cash/TransferInOut', command, { outcome: 'insufficientFunds', balance: 50, playerId: 7, replayed: false, currency: 'PKR' }).body).toMatchObject({
      data: { balance_amount: 0.5 },
      error: { code: '3202' },
    });
    const url = new URL(await adapter.launchUrl({ token: 'launch-token', playerId: 7, gameId: 'fortune-ox', language: 'zh', homeUrl: 'https://khel.example/', platform: 'web' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://m.pg.example/fortune-ox/index.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ btt: '1', ot: 'op-token', ops: 'launch-token', l: 'zh', f: 'https://khel.example/' });
  });
});
