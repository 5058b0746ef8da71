import { describe, expect, it } from 'vitest';
import { hundredthsOf } from '../port.ts';
import { createJiliAdapter, jiliKey, jiliRequest } from './jili-seamless.ts';

const adapter = createJiliAdapter({ agentId: 'agent', agentKey: 'a-jili-agent-key-0123', apiUrl: 'https://jili.example' });
const parse = (action: 'bet' | 'sessionBet' | 'cancelBet', body: Record<string, unknown>, key = 'a-jili-agent-key-0123') => {
  const request = jiliRequest(key, action, body);
  return adapter.parse(action, { rawBody: request.body, headers: request.headers });
};

describe('JILI adapter', () => {
  it('keeps int64 round ids exact and turns rupee decimals into hundredths', () => {
    const raw = '{"round":9007199254740993123,"game":101,"userId":"100001","token":"t","betAmount":12.5,"winloseAmount":0.3}';
    // A signature of other bytes does not cover this body.
    const otherBytes = jiliRequest('a-jili-agent-key-0123', 'bet', {});
    expect(adapter.parse('bet', { rawBody: raw, headers: otherBytes.headers }).ok).toBe(false);
    const signed = parse('bet', { round: '9007199254740993123', game: 101, userId: '100001', token: 't', betAmount: 12.5, winloseAmount: 0.3 });
    expect(signed).toEqual({
      ok: true,
      command: { kind: 'betSettle', txId: 'bet:9007199254740993123', playerId: 100001, token: 't', roundId: '9007199254740993123', gameId: '101', betAmount: 1250, winAmount: 30 },
    });
  });

  it('refuses amounts finer than a paisa and bad signatures', () => {
    expect(parse('bet', { round: 1, game: 1, userId: 1, betAmount: 1.005, winloseAmount: 0 })).toEqual({ ok: false, reason: 'malformed' });
    expect(parse('bet', { round: 1, game: 1, userId: 1, betAmount: 1, winloseAmount: 0 }, 'wrong-key-wrong-key')).toEqual({ ok: false, reason: 'signature' });
    expect(hundredthsOf(0.1 + 0.2)).toBe(30);
  });

  it('maps sessionBet type 1/2 and cancels to bet, settle and rollback', () => {
    const bet = parse('sessionBet', { round: 5, sessionId: 9, type: 1, game: 1, userId: 7, token: 't', betAmount: 2, winloseAmount: 0 });
    expect(bet).toMatchObject({ ok: true, command: { kind: 'bet', txId: 'sbet:5', roundId: 's:9', amount: 200 } });
    const settle = parse('sessionBet', { round: 6, sessionId: 9, type: 2, game: 1, userId: 7, betAmount: 0, winloseAmount: 3 });
    expect(settle).toMatchObject({ ok: true, command: { kind: 'settle', txId: 'sbet:6', roundId: 's:9', amount: 300 } });
    const cancel = parse('cancelBet', { round: 5, game: 1, userId: 7, betAmount: 2, winloseAmount: 0 });
    expect(cancel).toMatchObject({ ok: true, command: { kind: 'rollback', txId: 'cancel:5', refTxId: 'bet:5' } });
  });

  it('answers a duplicate with code 1 and the balance in rupees', () => {
    const command = { kind: 'betSettle', txId: 'bet:1', playerId: 7, roundId: '1', gameId: '1', betAmount: 100, winAmount: 0 } as const;
    const reply = adapter.render('bet', command, { outcome: 'ok', balance: 12_345, playerId: 7, replayed: true, currency: 'PKR' });
    expect(reply.body).toMatchObject({ errorCode: 1, balance: 123.45, username: '7', txId: 'bet:1' });
  });

  it('signs launch URLs with the JILI key scheme', async () => {
    const key = jiliKey('a=1', 'agent', 'k', new Date('2026-01-05T09:00:00Z'));
    expect(key).toMatch(/^[0-9a-f]{6}[0-9a-f]{32}[0-9a-f]{6}$/);
    const url = new URL(await adapter.launchUrl({ token: 'tok', playerId: 1, gameId: '101', language: 'vi-VN', homeUrl: '', platform: 'web' }));
    expect(url.pathname).toBe('/singleWallet/Login');
    expect(url.searchParams.get('Token')).toBe('tok');
  });
});
