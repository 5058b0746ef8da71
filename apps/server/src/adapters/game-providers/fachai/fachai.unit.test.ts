import { describe, expect, it } from 'vitest';
import { loopback } from '../../../../test/vendors.ts';
import { createFachaiClient } from './fachai-client.ts';
import { fachaiDecrypt, fachaiEncrypt } from './fachai-crypto.ts';
import { createFachaiAdapter } from './fachai-seamless.ts';

const credentials = { agentCode: 'AGENT1', agentKey: '0123456789abcdef', apiUrl: 'https://fc.example' };

describe('FaChai adapter', () => {
  it('decrypts Params with the agent key and checks Sign; anything else is not FC', () => {
    const sealed = fachaiEncrypt(credentials.agentKey, '{"a":1}');
    expect(fachaiDecrypt(credentials.agentKey, sealed.Params, sealed.Sign)).toBe('{"a":1}');
    expect(fachaiDecrypt('fedcba9876543210', sealed.Params, sealed.Sign)).toBeNull();
    expect(fachaiDecrypt(credentials.agentKey, sealed.Params, '0'.repeat(32))).toBeNull();
  });

  it('refusals (a failed signature, a malformed body, an unknown action) carry Result and ErrorText but no MainPoints', () => {
    const adapter = createFachaiAdapter({ credentials, fetch: async () => ({ status: 500, text: async () => '' }) });
    expect(adapter.refuse('Bet', 'signature')).toEqual({ status: 401, body: { Result: 604, ErrorText: 'Verification failed' } });
    expect(adapter.refuse('Bet', 'malformed')).toEqual({ status: 200, body: { Result: 1013, ErrorText: 'Invalid parameter' } });
    expect(adapter.refuse('Nope', 'unknown-action')).toEqual({ status: 404, body: { Result: 1013, ErrorText: 'Invalid parameter' } });
  });

  it('maps BetNInfo to a whole round in hundredths, its cancel to a rollback, and answers Result + MainPoints', async () => {
    const adapter = createFachaiAdapter({ credentials, fetch: async () => ({ status: 500, text: async () => '' }) });
    const { transport, parsed } = loopback(adapter, { outcome: 'insufficientFunds', balance: 150, playerId: 7, replayed: false });
    const client = createFachaiClient({ credentials, transport });
    const reply = await client.betSettle({ txId: '991', playerId: 7, token: 'tok', roundId: '55', gameId: '22016', bet: 1_250, win: 30 });
    expect(reply).toEqual({ http: 200, outcome: 'insufficientFunds', balance: 150 });
    expect(parsed[0]).toEqual({
      ok: true,
      command: { kind: 'betSettle', txId: 'bni:991', playerId: 7, token: 'tok', roundId: '55', gameId: '22016', betAmount: 1_250, winAmount: 30 },
    });
    await client.rollback({ txId: 'x', playerId: 7, refTxId: '991', refKind: 'betSettle', roundId: '55', gameId: '22016', amount: 1_250 });
    expect(parsed[1]).toMatchObject({ ok: true, command: { kind: 'rollback', txId: 'cbni:991', refTxId: 'bni:991' } });
    const forged = createFachaiClient({ credentials: { agentCode: 'AGENT1', agentKey: 'ffffffffffffffff' }, transport });
    expect(await forged.balance({ playerId: 7, token: '', gameId: 'g' })).toEqual({ http: 401, outcome: 'refused' });
  });

  it('refuses a NetWin that is not Win − Bet and amounts finer than a paisa', () => {
    const adapter = createFachaiAdapter({ credentials, fetch: async () => ({ status: 500, text: async () => '' }) });
    const body = (params: object) => new URLSearchParams({ AgentCode: 'AGENT1', Currency: 'PKR', ...fachaiEncrypt(credentials.agentKey, JSON.stringify(params)) }).toString();
    const round = { RecordID: '1', BankID: '2', MemberAccount: '7', GameID: 'g', Bet: 1, Win: 0, NetWin: -1 };
    expect(adapter.parse('BetNInfo', { rawBody: body(round), headers: {} }).ok).toBe(true);
    expect(adapter.parse('BetNInfo', { rawBody: body({ ...round, NetWin: 5 }), headers: {} })).toEqual({ ok: false, reason: 'malformed' });
    expect(adapter.parse('BetNInfo', { rawBody: body({ ...round, Bet: 1.001, NetWin: -1.001 }), headers: {} })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('launches through FC /Login: an encrypted, signed form; the URL it answers', async () => {
    const requests: { url: string; body: string }[] = [];
    const adapter = createFachaiAdapter({
      credentials,
      fetch: async (url, init) => {
        requests.push({ url, body: init?.body ?? '' });
        return { status: 200, text: async () => JSON.stringify({ Result: 0, Url: 'https://play.fc.example/g?token=abc' }) };
      },
    });
    const url = await adapter.launchUrl({ token: 'launch', playerId: 7, gameId: '22016', language: 'zh', homeUrl: 'https://khel.example/', platform: 'web' });
    expect(url).toBe('https://play.fc.example/g?token=abc');
    expect(requests[0]!.url).toBe('https://fc.example/Login');
    const form = new URLSearchParams(requests[0]!.body);
    expect(form.get('AgentCode')).toBe('AGENT1');
    expect(JSON.parse(fachaiDecrypt(credentials.agentKey, form.get('Params')!, form.get('Sign')!)!)).toEqual({
      MemberAccount: '7',
      GameID: '22016',
      LanguageID: 2,
      HomeUrl: 'https://khel.example/',
      Token: 'launch',
    });
  });
});
