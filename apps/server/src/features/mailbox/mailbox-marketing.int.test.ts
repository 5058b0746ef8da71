// No marketing to those who should not get it (docs/compliance/marketing.md), in the mailbox: a marketing message ("Deposit now, 200%")
// never reaches a self-excluded, timed-out, frozen or opted-out player, not even after their break ends; one that
// had already arrived is hidden and cannot be claimed while the break lasts; service messages
// reach everyone addressed. The operator sees how many players a message was held back from.
import { ErrorCode } from '@khel/contracts/error-codes';
import type { SentMail } from '@khel/contracts/admin/mailbox';
import type { EmailResponse } from '@khel/contracts/endpoints/mailbox';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, uniqueIp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { createOperator } from '../operators/operators.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { mailboxOffers } from './mailbox.service.ts';

let t: TestApp;
let adminToken = '';
let checkerToken = '';
const secrets: Record<string, string> = {};
const DAY = 86_400_000;

type List = Extract<EmailResponse, { type: '0' }>;
type Claimed = Extract<EmailResponse, { type: '2' }>;

const mail = <T,>(p: SignedUp, body: Record<string, unknown>, language?: string) =>
  call<T>(t.app, 'POST', '/usercenter/game/email', body, { token: p.token, ...(language ? { language } : {}) });
const titles = async (p: SignedUp) => (await mail<List>(p, { type: '0' })).data.list.map((m) => m.title);
const counts = async (p: SignedUp) => {
  const { data } = await mail<Extract<EmailResponse, { type: '3' }>>(p, { type: '3' });
  return { unread: data.unread, unclaimed: data.unclaimed };
};
const claim = (p: SignedUp, id: number, language?: string) => mail<Claimed>(p, { type: '2', id }, language);

async function operatorToken(username: string): Promise<string> {
  t.clock.advance(30_000); // a TOTP code is accepted once
  const code = new TOTP({ secret: Secret.fromBase32(secrets[username]!) }).generate({ timestamp: t.clock.now().getTime() });
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', remoteAddress: uniqueIp(), payload: { username, password: 'correct horse battery', code } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const sendRaw = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/admin/api/mail', headers: { 'x-operator-token': adminToken }, payload });

/** Sends; a message with a reward is approved by a second admin (four eyes), which delivers it. */
async function send(payload: Record<string, unknown>): Promise<SentMail> {
  const res = await sendRaw(payload);
  expect(res.statusCode, res.body).toBe(200);
  const sent = res.json<SentMail>();
  if (sent.reward === 0) return sent;
  const approved = await t.app.inject({ method: 'POST', url: `/admin/api/mail/${sent.id}/decision`, headers: { 'x-operator-token': checkerToken }, payload: { approve: true } });
  expect(approved.json<SentMail>().state, approved.body).toBe('sent');
  return approved.json<SentMail>();
}

const DEPOSIT_NOW = { audience: 'all', title: { en: 'Deposit now, 200%' }, body: { en: 'Triple your deposit today.' }, reward: 20_000, wagerMulti: 1 };
const MAINTENANCE = { audience: 'all', kind: 'service', title: { en: 'Maintenance tonight' }, body: { en: 'Games pause 02:00–03:00.' } };

const timeOut = async (p: SignedUp) =>
  expect((await call(t.app, 'POST', '/usercenter/game/startTimeOut', { period: '24h' }, { token: p.token })).code).toBe(1);
const selfExclude = async (p: SignedUp) =>
  expect((await call(t.app, 'POST', '/usercenter/game/selfExclude', { period: '6m', password: p.password }, { token: p.token })).code).toBe(1);
const optOut = async (p: SignedUp) =>
  expect((await call(t.app, 'POST', '/usercenter/game/subscriptions/update', { inApp: false }, { token: p.token })).code).toBe(1);
const optIn = async (p: SignedUp) =>
  expect((await call(t.app, 'POST', '/usercenter/game/subscriptions/update', { inApp: true }, { token: p.token })).code).toBe(1);

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['marketer', 'checker']) {
    secrets[username] = (await createOperator(t.db, { username, password: 'correct horse battery', role: 'admin' })).secret;
  }
});
beforeEach(async () => {
  adminToken = await operatorToken('marketer');
  checkerToken = await operatorToken('checker');
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

describe('a marketing broadcast', () => {
  it('reaches a normal player with a Claim, but not a self-excluded, timed-out or opted-out one; service mail reaches all four', async () => {
    const normal = await signUp(t.app);
    const excluded = await signUp(t.app);
    const timedOut = await signUp(t.app);
    const optedOut = await signUp(t.app);
    await selfExclude(excluded);
    await timeOut(timedOut);
    await optOut(optedOut);

    const offer = await send(DEPOSIT_NOW);
    await send(MAINTENANCE);
    expect(offer).toMatchObject({ kind: 'marketing', withheld: 3 });

    expect(await titles(normal)).toEqual(['Maintenance tonight', 'Deposit now, 200%', 'Welcome to Khel']);
    expect(await counts(normal)).toEqual({ unread: 3, unclaimed: 1 });
    for (const p of [excluded, timedOut, optedOut]) {
      expect(await titles(p)).toEqual(['Maintenance tonight']);
      expect(await counts(p)).toEqual({ unread: 1, unclaimed: 0 });
      expect(await mailboxOffers(t.db, p.playerId, t.clock.now())).toEqual([{ id: 'mailbox', state: 'inProgress', pending: 0, route: '/notifications', amount: 0 }]);
    }

    const paid = await claim(normal, offer.id);
    expect(paid).toMatchObject({ code: 1, data: { amount: 20_000, gold: 20_000 } });
    // Claiming by id what never arrived: no such message, nothing paid.
    expect(await claim(optedOut, offer.id)).toMatchObject({ code: ErrorCode.mailNotFound, msg: 'Message not found' });
    expect(await claim(timedOut, offer.id)).toMatchObject({ code: ErrorCode.mailNotFound, msg: 'Message not found' });
    for (const p of [excluded, timedOut, optedOut]) expect((await balanceOf(t.db, p.playerId)).balance).toBe(0);
  });

  it('held back stays held back: after the time-out ends or the player opts in again it does not appear', async () => {
    const timedOut = await signUp(t.app);
    const optedOut = await signUp(t.app);
    await timeOut(timedOut);
    await optOut(optedOut);
    const offer = await send(DEPOSIT_NOW);
    t.clock.advance(DAY + 60_000);
    await optIn(optedOut);
    for (const p of [timedOut, optedOut]) {
      expect(await titles(p)).not.toContain('Deposit now, 200%');
      expect(await claim(p, offer.id)).toMatchObject({ code: ErrorCode.mailNotFound });
    }
    // The welcome message (marketing: it points to offers) is back once nothing blocks them.
    expect(await titles(timedOut)).toEqual(['Welcome to Khel']);
  });

  it('to one player is held back the same way', async () => {
    const p = await signUp(t.app);
    await optOut(p);
    const sent = await send({ ...DEPOSIT_NOW, audience: 'player', playerId: p.playerId });
    expect(sent.withheld).toBe(1);
    await optIn(p);
    expect(await titles(p)).toEqual(['Welcome to Khel']);
  });

  it("a frozen player gets none; the 'new' audience is judged when the newcomer reads", async () => {
    const welcome = await send({ ...DEPOSIT_NOW, audience: 'new', title: { en: 'Welcome bonus' } });
    const newcomer = await signUp(t.app);
    expect(await titles(newcomer)).toContain('Welcome bonus');
    await optOut(newcomer);
    expect(await titles(newcomer)).toEqual([]);
    expect(await claim(newcomer, welcome.id)).toMatchObject({
      code: ErrorCode.offersTurnedOff,
      msg: 'You turned off in-app offers. Turn them on in Settings → Subscriptions to take part',
    });
    const frozen = await signUp(t.app);
    await t.db.query("UPDATE players SET status = 'blocked' WHERE id = $1", [frozen.playerId]);
    const offer = await send(DEPOSIT_NOW);
    expect((await t.db.query('SELECT player_id FROM mail_withheld WHERE message_id = $1', [offer.id])).map((r) => Number(r.player_id))).toEqual(
      expect.arrayContaining([frozen.playerId, newcomer.playerId]),
    );
    // The standing 'new' offer would reach the players of later tests.
    await t.app.inject({ method: 'POST', url: `/admin/api/mail/${welcome.id}/retract`, headers: { 'x-operator-token': adminToken } });
  });
});

describe('a reward already in the mailbox when the break starts', () => {
  it('is hidden during a time-out and cannot be claimed (the break’s message), then claimable again when it ends', async () => {
    const p = await signUp(t.app);
    const sent = await send({ ...DEPOSIT_NOW, audience: 'player', playerId: p.playerId, reward: 900, wagerMulti: 0 });
    expect(await counts(p)).toEqual({ unread: 2, unclaimed: 1 });
    await timeOut(p);
    expect(await counts(p)).toEqual({ unread: 0, unclaimed: 0 });
    const refused = await claim(p, sent.id);
    expect(refused.code).toBe(ErrorCode.playerTimedOut);
    expect(refused.msg).toMatch(/^Your account is in a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} PKT$/);
    expect((await mail(p, { type: '1', id: sent.id })).code).toBe(ErrorCode.playerTimedOut);
    expect((await balanceOf(t.db, p.playerId)).balance).toBe(0);
    t.clock.advance(DAY + 60_000);
    expect(await claim(p, sent.id)).toMatchObject({ code: 1, data: { amount: 900, gold: 900 } });
  });

  it('is refused in the player’s language while self-excluded', async () => {
    const p = await signUp(t.app);
    const sent = await send({ ...DEPOSIT_NOW, audience: 'player', playerId: p.playerId });
    await selfExclude(p);
    const refused = await claim(p, sent.id, 'ur');
    expect(refused.code).toBe(ErrorCode.playerSelfExcluded);
    expect(refused.msg).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} PKT/);
    expect(refused.msg).not.toMatch(/self-excluded/);
    expect(await titles(p)).toEqual([]);
    expect((await balanceOf(t.db, p.playerId)).balance).toBe(0);
  });
});

describe('the operator', () => {
  it('sends service notices without a reward only, and nothing is stored for a refused one', async () => {
    const before = await rowCounts(t.db, ['mail_messages', 'mail_withheld']);
    const res = await sendRaw({ ...MAINTENANCE, reward: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'A service message cannot carry a reward: send it as marketing' });
    expect((await sendRaw({ ...MAINTENANCE, kind: 'advert' })).json()).toMatchObject({ code: ErrorCode.invalidRequest });
    expect(await rowCounts(t.db, ['mail_messages', 'mail_withheld'])).toEqual(before);
  });

  it('sees the kind and the held-back count in the sent list', async () => {
    const excluded = await signUp(t.app);
    await selfExclude(excluded);
    const sent = await send({ ...MAINTENANCE, audience: 'player', playerId: excluded.playerId });
    expect(sent).toMatchObject({ kind: 'service', withheld: 0 });
    expect(await titles(excluded)).toEqual(['Maintenance tonight']);
    const listed = await t.app.inject({ method: 'GET', url: '/admin/api/mail', headers: { 'x-operator-token': adminToken } });
    expect(listed.json<{ items: SentMail[] }>().items[0]).toMatchObject({ id: sent.id, kind: 'service', withheld: 0 });
  });
});
