import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, uniqueAccount, uniqueIp, uniquePhone } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type CallResult, type TestApp } from '../../../test/test-app.ts';

const MINUTE_MS = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function expectTooMany(result: CallResult<unknown>) {
  expect({ status: result.status, code: result.code, msg: result.msg }).toEqual({
    status: 429,
    code: 1007,
    msg: 'Too many attempts, please try again later',
  });
  const retryAfter = result.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  return Number(retryAfter);
}

/** Moves the test clock to the start of the next minute, so a fixed window starts now. */
function alignToMinute() {
  t.clock.advance(MINUTE_MS - (t.clock.now().getTime() % MINUTE_MS));
}

function requestCode(phone: string, ip: string) {
  return call(t.app, 'GET', `/usercenter/verifycode/${phone}?purpose=recover`, undefined, { ip });
}

describe('wrong passwords for one account from one address', () => {
  it('5 failures lock that account from that address (even the right password), not from others', async () => {
    const player = await signUp(t.app);
    const ipA = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, { account: player.account, password: `wrong${i}x` }, { ip: ipA })).code).toBe(1002);
    }
    const sixth = await logIn(t.app, { account: player.account, password: player.password }, { ip: ipA });
    const retryAfter = expectTooMany(sixth);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sixth.headers.satoken).toBeUndefined();

    const fromB = await logIn(t.app, { account: player.account, password: player.password }, { ip: uniqueIp() });
    expect(fromB.code).toBe(1);

    // Another account from address A is not affected.
    const neighbour = await signUp(t.app);
    expect((await logIn(t.app, { account: neighbour.account, password: neighbour.password }, { ip: ipA })).code).toBe(1);

    t.clock.advance(retryAfter * 1000);
    expect((await logIn(t.app, { account: player.account, password: player.password }, { ip: ipA })).code).toBe(1);
  });

  it('counts the same account whatever form or spelling it is typed in', async () => {
    const player = await signUp(t.app);
    const ip = uniqueIp();
    const spellings = [
      { phone: player.phone },
      { phone: `0${player.phone}` },
      { account: player.phone },
      { account: `0${player.phone}` },
      { account: `00${player.phone}` },
    ];
    for (const by of spellings) {
      expect((await logIn(t.app, { ...by, password: 'wrong-pass' }, { ip })).code).toBe(1002);
    }
    for (const by of [...spellings, { account: `000${player.phone}` }]) {
      expectTooMany(await logIn(t.app, { ...by, password: player.password }, { ip }));
    }
  });

  it('letter case does not make a new account name', async () => {
    const player = await signUp(t.app);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const account = i % 2 ? player.account.toUpperCase() : player.account;
      expect((await logIn(t.app, { account, password: 'wrong-pass' }, { ip })).code).toBe(1002);
    }
    expectTooMany(await logIn(t.app, { account: player.account.toUpperCase(), password: player.password }, { ip }));
  });
});

describe('per-address login limit', () => {
  it('the 31st attempt within 10 minutes from one address → 429, allowed again after the window', async () => {
    const ip = uniqueIp();
    alignToMinute();
    for (let i = 0; i < 30; i++) {
      const result = await logIn(t.app, { account: uniqueAccount(), password: 'whatever1' }, { ip });
      expect(result.code, `attempt ${i + 1}`).toBe(1002);
    }
    const player = await signUp(t.app);
    const retryAfter = expectTooMany(await logIn(t.app, { account: player.account, password: player.password }, { ip }));
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await logIn(t.app, { account: player.account, password: player.password }, { ip: uniqueIp() })).code).toBe(1);

    t.clock.advance(retryAfter * 1000);
    expect((await logIn(t.app, { account: player.account, password: player.password }, { ip })).code).toBe(1);
  });
});

describe('sign-up limit', () => {
  it('an address may sign up 10 players an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) await signUp(t.app, { ip });
    const before = await rowCounts(t.db, ['players', 'sessions']);
    const refused = await call(
      t.app,
      'POST',
      '/usercenter/game/login',
      { type: 2, loginType: 64, account: uniqueAccount(), telephone: uniquePhone(), token: 'secret12', ageConfirmed: true },
      { ip },
    );
    expectTooMany(refused);
    expect(await rowCounts(t.db, ['players', 'sessions'])).toEqual(before);
  });
});

describe('verification codes', () => {
  it('a resend within 60 s → 429; after the minute it is allowed', async () => {
    const player = await signUp(t.app);
    alignToMinute();
    expect((await requestCode(player.phone, uniqueIp())).code).toBe(1);
    t.clock.advance(30_000);
    // From another address too: the limit is the phone's.
    const retryAfter = expectTooMany(await requestCode(player.phone, uniqueIp()));
    expect(retryAfter).toBeLessThanOrEqual(30);
    t.clock.advance(retryAfter * 1000);
    expect((await requestCode(player.phone, uniqueIp())).code).toBe(1);
  });

  it('an unregistered phone is limited the same way (the answers never differ)', async () => {
    const phone = uniquePhone();
    alignToMinute();
    expect((await requestCode(phone, uniqueIp())).code).toBe(1);
    expectTooMany(await requestCode(phone, uniqueIp()));
  });

  it('an address may ask for 10 codes an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await requestCode(uniquePhone(), ip)).code).toBe(1);
    expectTooMany(await requestCode(uniquePhone(), ip));
  });
});
