// Hostile and broken bodies on every POST endpoint: never a 5xx, always a clear code and message,
// and nothing in the database changes.
import { encodeRequest } from '@khel/wire/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueIp, type SignedUp } from '../../test/players.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let player: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  player = await signUp(t.app);
});
afterAll(async () => t.close());

const ENDPOINTS = ['login', 'playerInfo', 'profile', 'modifyPassword', 'bindAccount', 'logout', 'findPassword', 'subscriptions/update'] as const;
type EndpointName = (typeof ENDPOINTS)[number];

/** Everything a refused call must leave as it was. */
async function snapshot() {
  const rows = await t.db.query(`SELECT
    (SELECT count(*) FROM players)::int AS players,
    (SELECT count(*) FROM player_credentials)::int AS credentials,
    (SELECT count(*) FROM sessions)::int AS sessions,
    (SELECT count(*) FROM sessions WHERE revoked_at IS NULL)::int AS live_sessions,
    (SELECT count(*) FROM verification_codes)::int AS codes,
    (SELECT count(*) FROM sms_outbox)::int AS sms,
    (SELECT count(*) FROM marketing_subscriptions)::int AS subscriptions,
    (SELECT count(*) FROM marketing_consent_log)::int AS consents,
    (SELECT coalesce(string_agg(name || ':' || icon || ':' || coalesce(phone, '-'), ',' ORDER BY id), '') FROM players) AS profiles,
    (SELECT coalesce(string_agg(password_hash, ',' ORDER BY player_id), '') FROM player_credentials) AS hashes`);
  return rows[0];
}

async function send(endpoint: EndpointName, payload: string, contentType: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/usercenter/game/${endpoint}`,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': contentType, satoken: player.token },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data?: unknown }>() };
}

/** Expects a clear refusal (a 4xx, or 200 with an error code) that changed nothing. */
async function expectRefused(endpoint: EndpointName, payload: string, contentType = 'text/plain') {
  const before = await snapshot();
  const { status, body } = await send(endpoint, payload, contentType);
  expect(status, `${endpoint} ${payload.slice(0, 60)}`).toBeLessThan(500);
  expect([200, 400, 413]).toContain(status);
  expect(body.code).not.toBe(1);
  expect(body.code).toBeGreaterThan(0);
  expect(body.msg.length).toBeGreaterThan(0);
  expect(body.data).toBeUndefined();
  expect(await snapshot()).toEqual(before);
  return body;
}

const wire = (value: unknown) => encodeRequest(value);
/** The wire encoding of a JSON text as it is, for texts JSON.stringify would never produce. */
const wireText = (json: string) => {
  const base64 = Buffer.from(json, 'utf8').toString('base64');
  return `${base64.slice(0, 2)}Xk7q${base64.slice(2)}`;
};

describe.each(ENDPOINTS)('POST /usercenter/game/%s', (endpoint) => {
  it.each([
    ['not base64', 'this is not base64 at all!'],
    ['base64 of non-JSON', wire('x').replace(/^(..)..../, '$1AAAA') + 'Zm9v'],
    ['base64 of a truncated JSON', `ey${'AAAA'}JhY2NvdW50Ijoi`],
    ['noise only', 'abcdef'],
    ['binary', '\u0000\u0001\u0002\u00ff'.repeat(10)],
  ])('an undecodable body (%s) is a 400 "Request error"', async (_label, payload) => {
    expect(await expectRefused(endpoint, payload)).toEqual({ code: 1001, msg: 'Request error' });
  });

  it.each([
    ['a JSON array', []],
    ['an array of objects', [{ type: 0, loginType: 2, phone: '3001234567', token: 'secret12' }]],
    ['a number', 42],
    ['a string', 'login'],
    ['true', true],
  ])('a wire body that is %s is refused', async (_label, value) => {
    expect((await expectRefused(endpoint, wire(value))).code).toBe(1001);
  });

  it.each([
    ['an array', '[]'],
    ['a number', '5'],
    ['a string', '"x"'],
    ['malformed', '{"type":'],
    ['a __proto__ key', '{"__proto__":{"admin":true},"type":0}'],
  ])('a JSON body that is %s is refused', async (_label, payload) => {
    await expectRefused(endpoint, payload, 'application/json');
  });

  it('a body over 64 KiB is a 413', async () => {
    const { status } = await send(endpoint, wire({ pad: 'a'.repeat(70_000) }), 'text/plain');
    expect(status).toBe(413);
  });

  it('deeply nested JSON is refused', async () => {
    await expectRefused(endpoint, wireText(`${'['.repeat(20_000)}${']'.repeat(20_000)}`));
    // An object of unknown keys is a valid empty body for playerInfo and logout.
    if (endpoint !== 'playerInfo' && endpoint !== 'logout') {
      await expectRefused(endpoint, wireText(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`));
    }
  });
});

describe.each(ENDPOINTS.filter((e) => e !== 'playerInfo' && e !== 'logout'))('POST /usercenter/game/%s fields', (endpoint) => {
  it('huge strings in every field are refused', async () => {
    // Just under the body limit once encoded: each field alone is far over its own limit.
    const huge = 'ا'.repeat(2_000);
    const body = Object.fromEntries(
      ['account', 'telephone', 'phone', 'token', 'name', 'oldPassword', 'newPassword', 'verifyCode', 'deviceId', 'agentId'].map((k) => [k, huge]),
    );
    await expectRefused(endpoint, wire({ type: 2, loginType: 64, ageConfirmed: true, icon: 2001, ...body }));
  });
});

describe('wrongly typed or hostile fields (each with extra fields) are refused', () => {
  // An own "__proto__" key, as JSON.parse makes it: it must not pollute anything either.
  const extra = JSON.parse('{"playerId":1,"isAdmin":true,"gold":1000000,"__proto__":{"polluted":1}}') as Record<string, unknown>;
  const cases: [EndpointName, Record<string, unknown>][] = [
    ['login', { type: '0', loginType: 2, phone: '3001234567', token: 'secret12' }],
    ['login', { type: 0, loginType: 2, phone: 3001234567, token: 'secret12' }],
    ['login', { type: 0, loginType: 2, phone: ['3001234567'], token: 'secret12' }],
    ['login', { type: 0, loginType: 2, phone: null, token: null }],
    ['login', { type: 0, loginType: 64, account: { $ne: '' }, token: 'secret12' }],
    ['login', { type: 0, loginType: 64, account: "x' OR '1'='1", token: "x' OR '1'='1" }],
    ['login', { type: 2, loginType: 64, account: 'nul\u0000name', telephone: '3009998887', token: 'secret12', ageConfirmed: true }],
    ['login', { type: 2, loginType: 32, account: 'nul\u0000@khel.pk', token: 'secret12', ageConfirmed: true }],
    ['login', { type: 2, loginType: 64, account: 'typed1', telephone: '3009998886', token: 'secret12', ageConfirmed: 1 }],
    ['login', { type: 2, loginType: 64, account: 'typed2', telephone: '3009998885', token: 'secret12', ageConfirmed: true, h5Param: 'x' }],
    ['login', { type: 2, loginType: 64, account: 'typed3', telephone: '3009998884', token: 'secret12', ageConfirmed: true, deviceDetail: [1] }],
    ['login', { type: 1e308, loginType: -0, token: NaN }],
    ['profile', { name: ['Ali'] }],
    ['profile', { name: { toString: 'Ali' } }],
    ['profile', { icon: 2001, name: null }],
    ['profile', { icon: '2001' }],
    ['profile', { icon: 1e308 }],
    ['profile', { icon: 2001.0000001 }],
    ['modifyPassword', { oldPassword: 'secret12', newPassword: 123456 }],
    ['modifyPassword', { oldPassword: ['secret12'], newPassword: 'secret34' }],
    ['modifyPassword', { oldPassword: null, newPassword: null }],
    ['bindAccount', { phone: 3001234567, verifyCode: 123456 }],
    ['bindAccount', { phone: '3001234567', verifyCode: ['123456'] }],
    ['bindAccount', { phone: '+923001234567', verifyCode: '123456' }],
    ['findPassword', { phone: '3001234567', verifyCode: 123456, token: 'newpass77' }],
    ['findPassword', { phone: { length: 10 }, verifyCode: '123456', token: 'newpass77' }],
    ['findPassword', { phone: '3001234567', verifyCode: '123456', token: ['newpass77'] }],
    ['subscriptions/update', { sms: 'true' }],
    ['subscriptions/update', { email: 1, push: null }],
    ['subscriptions/update', { sms: [true] }],
  ];

  it.each(cases)('%s %j', async (endpoint, body) => {
    const result = await expectRefused(endpoint, wire({ ...extra, ...body }));
    expect(result.code).toBeGreaterThanOrEqual(1001);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('NUL characters (PostgreSQL text cannot hold them) are refused, never a 5xx', () => {
  const nul = 'a\u0000b';
  const cases: [EndpointName, Record<string, unknown>][] = [
    ['login', { type: 0, loginType: 64, account: `acc${nul}`, token: 'secret12' }],
    ['login', { type: 0, loginType: 32, account: `x${nul}@khel.pk`, token: 'secret12' }],
    ['login', { type: 0, loginType: 2, phone: '3001234567', token: `pw${nul}` }],
    ['profile', { name: nul }],
  ];

  it.each(cases)('%s %j', async (endpoint, body) => {
    await expectRefused(endpoint, wire(body));
  });

  it('in the device and attribution fields of an otherwise valid login or sign-up', async () => {
    const login = { type: 0, loginType: 64, account: player.account, token: player.password };
    const register = { type: 2, loginType: 64, account: 'nulfields1', telephone: '3007776665', token: 'secret12', ageConfirmed: true };
    for (const body of [login, register]) {
      for (const extra of [{ deviceId: nul }, { deviceDetail: { brand: nul } }, { h5Param: { uuid: nul } }, { agentId: nul }]) {
        expect(await expectRefused('login', wire({ ...body, ...extra }))).toEqual({ code: 1001, msg: 'Request error' });
      }
    }
  });
});

describe('GET /usercenter/verifycode/{phone}', () => {
  // A NUL in the URL is refused before routing (path-bytes.ts): HTTP 400, the same envelope.
  it.each([
    ['3001234567?purpose=admin', 'Request error', 200],
    ['3001234567?purpose=%00', 'Request error', 400],
    ['%00%00?purpose=recover', 'Request error', 400],
    ['3001234567%00?purpose=recover', 'Request error', 400],
    ['30012345678?purpose=recover', 'Enter a valid mobile number (10 digits starting with 3)', 200],
  ])('%s → %s, no code sent', async (path, msg, status) => {
    const before = await snapshot();
    const response = await t.app.inject({ method: 'GET', url: `/usercenter/verifycode/${path}`, remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: 1001, msg });
    expect(await snapshot()).toEqual(before);
  });
});

describe('URLs Fastify refuses before routing get the envelope too', () => {
  it.each([
    [`/usercenter/verifycode/${'9'.repeat(500)}?purpose=recover`, 414],
    ['/usercenter/verifycode/%E0%A4%A?purpose=recover', 400],
    ['/config/%E0%A4%A', 400],
  ])('%s → %i "Request error"', async (url, status) => {
    const before = await snapshot();
    const response = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: 1001, msg: 'Request error' });
    expect(await snapshot()).toEqual(before);
  });
});
