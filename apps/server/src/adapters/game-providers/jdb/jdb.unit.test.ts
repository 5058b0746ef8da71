import { describe, expect, it } from 'vitest';
import { loopback } from '../../../../test/vendors.ts';
import { createJdbClient } from './jdb-client.ts';
import { jdbDecrypt, jdbEncrypt } from './jdb-crypto.ts';
import { createJdbAdapter } from './jdb-seamless.ts';

const credentials = { dc: 'KHL', parent: 'kheldemo', key: '0123456789abcdef', iv: 'abcdef0123456789', apiUrl: 'https://jdb.example' };
const noFetch = async () => ({ status: 500, text: async () => '' });

describe('JDB adapter', () => {
  it('reads action 8 (negative bet, int64 ids kept exact) and action 4, and answers status + balance', async () => {
    const adapter = createJdbAdapter({ credentials, fetch: noFetch });
    const { transport, parsed, sent } = loopback(adapter);
    const client = createJdbClient({ credentials, transport });
    const reply = await client.betSettle({ txId: '9007199254740993123', playerId: 7, token: 'tok', roundId: '9007199254740993999', gameId: '8001', bet: 250, win: 0 });
    expect(reply).toMatchObject({ outcome: 'ok', balance: 12_345 });
    expect(jdbDecrypt(credentials.key, credentials.iv, new URLSearchParams(sent[0]!.body).get('x')!)).toContain('"transferId":9007199254740993123');
    expect(parsed[0]).toEqual({
      ok: true,
      command: { kind: 'betSettle', txId: 't:9007199254740993123', playerId: 7, token: 'tok', roundId: '9007199254740993999', gameId: '8001', betAmount: 250, winAmount: 0 },
    });
    await client.rollback({ txId: '5', playerId: 7, refTxId: '9007199254740993123', refKind: 'betSettle', roundId: 'r', gameId: '8001', amount: 250 });
    expect(parsed[1]).toEqual({ ok: true, command: { kind: 'rollback', txId: 'c:5', playerId: 7, refTxId: 't:9007199254740993123' } });
  });

  it('treats bytes that do not decrypt with the key as forged, and a netWin that disagrees as malformed', () => {
    const adapter = createJdbAdapter({ credentials, fetch: noFetch });
    const body = (json: string, key = credentials.key) => new URLSearchParams({ dc: 'KHL', x: jdbEncrypt(key, credentials.iv, json) }).toString();
    const round = '{"action":8,"uid":"7","transferId":1,"gameSeqNo":2,"mType":"8001","bet":-1,"win":0,"netWin":-1}';
    expect(adapter.parse('callback', { rawBody: body(round), headers: {} }).ok).toBe(true);
    expect(adapter.parse('callback', { rawBody: body(round, 'ffffffffffffffff'), headers: {} })).toEqual({ ok: false, reason: 'signature' });
    expect(adapter.parse('callback', { rawBody: body(round.replace('"netWin":-1', '"netWin":3')), headers: {} })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('launches through action 21 and answers the path JDB gives', async () => {
    let sentX = '';
    const adapter = createJdbAdapter({
      credentials,
      fetch: async (_url, init) => {
        sentX = new URLSearchParams(init?.body ?? '').get('x') ?? '';
        return { status: 200, text: async () => JSON.stringify({ status: '0000', path: 'https://play.jdb.example/?x=1' }) };
      },
    });
    expect(await adapter.launchUrl({ token: 'launch', playerId: 7, gameId: '8001', language: 'zh', homeUrl: '', platform: 'web' })).toBe('https://play.jdb.example/?x=1');
    expect(JSON.parse(jdbDecrypt(credentials.key, credentials.iv, sentX)!)).toMatchObject({ action: 21, parent: 'kheldemo', uid: '7', mType: '8001', lang: 'cn', sessionNo: 'launch' });
  });
});
