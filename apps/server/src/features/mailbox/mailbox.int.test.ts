// The mailbox end to end: who receives what (one player, broadcast, new players), per-language
// text with English as the fallback, read/unread counts, rewards paid once with reason 3002, other
// players' messages out of reach, and the operator API's roles and audit.
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { SentMail } from '@khel/contracts/admin/mailbox';
import type { EmailResponse, MailDetail, MailItem } from '@khel/contracts/endpoints/mailbox';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, uniqueIp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { createOperator } from '../operators/operators.service.ts';
import { protectionStatus } from '../protection/protection.service.ts';
import { listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { mailboxOffers } from './mailbox.service.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const DAY = 86_400_000;

type List = Extract<EmailResponse, { type: '0' }>;
type Opened = Extract<EmailResponse, { type: '1' }>;
type Claimed = Extract<EmailResponse, { type: '2' }>;
type Counts = Extract<EmailResponse, { type: '3' }>;

const mail = <T,>(p: SignedUp, body: Record<string, unknown>, language?: string) =>
  call<T>(t.app, 'POST', '/usercenter/game/email', body, { token: p.token, ...(language ? { language } : {}) });
const list = (p: SignedUp, language?: string, extra: Record<string, unknown> = {}) => mail<List>(p, { type: '0', ...extra }, language);
const open = (p: SignedUp, id: number, language?: string) => mail<Opened>(p, { type: '1', id }, language);
const claim = (p: SignedUp, id: number) => mail<Claimed>(p, { type: '2', id });
const counts = async (p: SignedUp) => {
  const { data } = await mail<Counts>(p, { type: '3' });
  return { unread: data.unread, unclaimed: data.unclaimed };
};

const secrets: Record<string, string> = {};

/** A fresh operator session (they last 8 hours; some tests move the clock a day on). */
async function operatorToken(username: string): Promise<string> {
  t.clock.advance(30_000); // a TOTP code is accepted once
  const secret = secrets[username]!;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', remoteAddress: uniqueIp(), payload: { username, password: 'correct horse battery', code } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const admin = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? { 'x-operator-token': token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const decide = (id: number, token: string, approve: boolean) => admin('POST', `/admin/api/mail/${id}/decision`, token, { approve });

/** Sends as one admin; a message with a reward is then approved by a second (four eyes). */
async function send(payload: Record<string, unknown>): Promise<SentMail> {
  const res = await admin('POST', '/admin/api/mail', tokens.admin, payload);
  expect(res.statusCode).toBe(200);
  const sent = res.json<SentMail>();
  if (sent.reward === 0) return sent;
  const approved = await decide(sent.id, tokens.checker!, true);
  expect(approved.json<SentMail>().state, approved.body).toBe('sent');
  return approved.json<SentMail>();
}

const toPlayer = (p: SignedUp, extra: Record<string, unknown> = {}) =>
  send({ audience: 'player', playerId: p.playerId, title: { en: 'For you' }, body: { en: 'A message for you alone.' }, ...extra });

async function mailboxLedger(playerId: number) {
  return t.db.query<{ reason: number; amount: number; reference: string }>(
    `SELECT t.reason, e.amount, t.reference FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.player_id = $1 ORDER BY t.id`,
    [playerId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [username, role] of [['mailer', 'admin'], ['checker', 'admin'], ['cashier', 'finance']] as const) {
    secrets[username] = (await createOperator(t.db, { username, password: 'correct horse battery', role })).secret;
  }
});
beforeEach(async () => {
  tokens.admin = await operatorToken('mailer');
  tokens.checker = await operatorToken('checker');
  tokens.finance = await operatorToken('cashier');
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

describe('who receives a message', () => {
  it('a new player finds the welcome message, unread, without a reward', async () => {
    const p = await signUp(t.app);
    const { code, data } = await list(p);
    expect(code).toBe(1);
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ title: 'Welcome to Khel', read: false, reward: 0, state: 0, expireTime: null });
    expect(data.list[0]!.preview).toMatch(/^Thank you for joining Khel\./);
    expect({ unread: data.unread, unclaimed: data.unclaimed }).toEqual({ unread: 1, unclaimed: 0 });
  });

  it('a targeted message reaches its player only; a broadcast reaches players registered when it is sent', async () => {
    const early = await signUp(t.app);
    const other = await signUp(t.app);
    const targeted = await toPlayer(early);
    const broadcast = await send({ audience: 'all', title: { en: 'Maintenance tonight' }, body: { en: 'Games pause 02:00–03:00.' } });
    const late = await signUp(t.app);

    const titles = async (p: SignedUp) => (await list(p)).data.list.map((m) => m.title);
    expect(await titles(early)).toEqual(['Maintenance tonight', 'For you', 'Welcome to Khel']);
    expect(await titles(other)).toEqual(['Maintenance tonight', 'Welcome to Khel']);
    expect(await titles(late)).toEqual(['Welcome to Khel']);
    expect(targeted.playerId).toBe(early.playerId);
    expect(broadcast.playerId).toBeNull();
  });

  it("a 'new' message reaches players who register after it, not the ones before", async () => {
    const before = await signUp(t.app);
    const hello = await send({ audience: 'new', title: { en: 'Hello newcomer' }, body: { en: 'Glad you are here.' } });
    const after = await signUp(t.app);
    expect((await list(before)).data.list.map((m) => m.title)).not.toContain('Hello newcomer');
    expect((await list(after)).data.list.map((m) => m.title)).toEqual(['Hello newcomer', 'Welcome to Khel']);
    // Retracted, so the players of the other tests do not receive it.
    expect((await admin('POST', `/admin/api/mail/${hello.id}/retract`, tokens.admin)).statusCode).toBe(200);
    expect((await list(after)).data.list.map((m) => m.title)).toEqual(['Welcome to Khel']);
  });

  it('pages 20 at a time, newest first', async () => {
    const p = await signUp(t.app);
    for (let i = 1; i <= 21; i++) await toPlayer(p, { title: { en: `Note ${i}` } });
    const first = await list(p, undefined, { page: 0 });
    const second = await list(p, undefined, { page: 1 });
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]!.title).toBe('Note 21');
    expect(second.data.list.map((m) => m.title)).toEqual(['Note 1', 'Welcome to Khel']);
    expect(second.data.unread).toBe(22);
  });
});

describe('language', () => {
  it('shows the requested language and falls back to English where the message has none', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { title: { en: 'Bonus inside', ur: 'اندر بونس' }, body: { en: 'Open to claim.', ur: 'وصول کرنے کے لیے کھولیں۔' } });
    const byHeader = async (language: string) => (await list(p, language)).data.list.find((m) => m.id === sent.id)!;
    expect((await byHeader('ur')).title).toBe('اندر بونس');
    expect((await byHeader('zh')).title).toBe('Bonus inside');
    expect((await byHeader('en')).title).toBe('Bonus inside');
    // The call's own `language` wins over Accept-Language (type '0', language).
    const byParam = await list(p, 'en', { language: 'ur_PK' });
    expect(byParam.data.list.find((m) => m.id === sent.id)!.title).toBe('اندر بونس');
    const opened = await mail<Opened>(p, { type: '1', id: sent.id, language: 'zh' });
    expect(opened.data.mail).toMatchObject({ title: 'Bonus inside', body: 'Open to claim.' });
    // The welcome message has all three languages.
    expect((await list(p, 'zh')).data.list.at(-1)!.title).toBe('欢迎来到 Khel');
  });
});

describe('read state', () => {
  it('opening marks a message read once; the unread count follows', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p);
    expect(await counts(p)).toEqual({ unread: 2, unclaimed: 0 });
    const first = await open(p, sent.id);
    expect(first.code).toBe(1);
    expect(first.data.mail).toMatchObject<Partial<MailDetail>>({ id: sent.id, read: true, body: 'A message for you alone.' });
    expect(first.data.unread).toBe(1);
    await open(p, sent.id);
    expect(await counts(p)).toEqual({ unread: 1, unclaimed: 0 });
    expect((await list(p)).data.list.map((m: MailItem) => m.read)).toEqual([true, false]);
  });

  it("another player's message id, an unknown id and a malformed one are refused; nothing changes", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const sent = await toPlayer(owner, { reward: 500 });
    const before = await rowCounts(t.db, ['mail_states', 'reward_claims', 'ledger_transfers']);
    for (const result of [await open(intruder, sent.id), await claim(intruder, sent.id), await open(intruder, 999_999)]) {
      expect(result).toMatchObject({ status: 200, code: ErrorCode.mailNotFound, msg: 'Message not found' });
    }
    const bad = await mail(intruder, { type: '1', id: 'abc' });
    expect(bad.code).toBe(ErrorCode.invalidRequest);
    expect((await mail(intruder, { type: '9' })).code).toBe(ErrorCode.invalidRequest);
    expect(await rowCounts(t.db, ['mail_states', 'reward_claims', 'ledger_transfers'])).toEqual(before);
    expect(await counts(owner)).toEqual({ unread: 2, unclaimed: 1 });
    expect((await balanceOf(t.db, intruder.playerId)).balance).toBe(0);
  });

  it('takes type and id only as published (type a digit string, id a JSON integer); nothing is read or claimed otherwise', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { reward: 500 });
    const before = await rowCounts(t.db, ['mail_states', 'reward_claims', 'ledger_transfers']);
    const countsBefore = await counts(p);
    for (const body of [{ type: 0 }, { type: 3 }, { type: 1, id: sent.id }, { type: '2', id: String(sent.id) }, { type: '2', id: [sent.id] }, { type: '1', id: true }]) {
      expect(await mail(p, body), JSON.stringify(body)).toMatchObject({ status: 200, code: ErrorCode.invalidRequest, msg: 'Request error' });
    }
    expect(await rowCounts(t.db, ['mail_states', 'reward_claims', 'ledger_transfers'])).toEqual(before);
    expect(await counts(p)).toEqual(countsBefore);
    expect(countsBefore.unclaimed).toBe(1);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'POST', '/usercenter/game/email', { type: '0' });
    expect(res.status).toBe(401);
  });
});

describe('rewards', () => {
  it('a claim pays exactly the reward once, with reason 3002, and marks the message read and claimed', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { title: { en: 'Sorry for the outage' }, reward: 1250 });
    expect(await counts(p)).toEqual({ unread: 2, unclaimed: 1 });
    expect((await list(p)).data.list[0]).toMatchObject({ reward: 1250, state: 1, read: false });

    const paid = await claim(p, sent.id);
    expect(paid.code).toBe(1);
    expect(paid.data).toMatchObject({ amount: 1250, gold: 1250, unread: 1, unclaimed: 0 });
    expect(paid.data.mail).toMatchObject({ state: 2, read: true, reward: 1250 });
    expect(await mailboxLedger(p.playerId)).toEqual([{ reason: Reason.mailboxReward, amount: 1250, reference: `mailbox:mail-${sent.id}` }]);

    const again = await claim(p, sent.id);
    expect(again).toMatchObject({ code: ErrorCode.rewardAlreadyClaimed, msg: 'This reward has already been claimed' });
    expect((await balanceOf(t.db, p.playerId)).balance).toBe(1250);
    expect((await list(p)).data.list[0]).toMatchObject({ state: 2, read: true });
    // No wagering multiple: no betting task.
    expect((await listTasks(t.db, p.playerId, 0)).tasks).toEqual([]);
  });

  it('a reward with a wagering multiple creates its betting task', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { reward: 2000, wagerMulti: 3 });
    expect((await claim(p, sent.id)).code).toBe(1);
    const { tasks } = await listTasks(t.db, p.playerId, 0);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ money: 2000, multi: 3, requirement: 6000, reason: Reason.mailboxReward, desc: 'Mailbox' });
  });

  it('20 parallel claims pay once', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { reward: 777 });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(p, sent.id)));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect((await balanceOf(t.db, p.playerId)).balance).toBe(777);
    expect(await mailboxLedger(p.playerId)).toHaveLength(1);
  });

  it('a broadcast reward is paid to each receiving player once', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const sent = await send({ audience: 'all', title: { en: 'Gift for everyone' }, body: { en: 'Enjoy.' }, reward: 300 });
    expect((await claim(a, sent.id)).code).toBe(1);
    expect((await claim(b, sent.id)).code).toBe(1);
    expect((await claim(a, sent.id)).code).toBe(ErrorCode.rewardAlreadyClaimed);
    expect((await balanceOf(t.db, a.playerId)).balance).toBe(300);
    expect((await balanceOf(t.db, b.playerId)).balance).toBe(300);
  });

  it('a message without a reward cannot be claimed', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p);
    expect(await claim(p, sent.id)).toMatchObject({ code: ErrorCode.mailNoReward, msg: 'This message has no reward' });
  });

  it('an expired message leaves the list and its reward can no longer be claimed', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { reward: 400, expiresAt: new Date(t.clock.now().getTime() + DAY).toISOString() });
    expect((await list(p)).data.list[0]).toMatchObject({ id: sent.id, expireTime: t.clock.now().getTime() + DAY });
    t.clock.advance(DAY);
    expect((await list(p)).data.list.map((m) => m.id)).not.toContain(sent.id);
    expect(await counts(p)).toEqual({ unread: 1, unclaimed: 0 });
    expect(await claim(p, sent.id)).toMatchObject({ code: ErrorCode.mailExpired, msg: 'This message has expired' });
    expect((await open(p, sent.id, 'ur')).msg).toBe('اس پیغام کی میعاد ختم ہو چکی ہے');
    expect((await balanceOf(t.db, p.playerId)).balance).toBe(0);
  });

  it('a player on a break cannot claim', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { reward: 900 });
    await call(t.app, 'POST', '/usercenter/game/startTimeOut', { period: '24h' }, { token: p.token });
    expect((await protectionStatus(t.db, p.playerId, t.clock.now())).restriction?.kind).toBe('timeout');
    expect((await claim(p, sent.id)).code).toBe(ErrorCode.playerTimedOut);
    // Marketing is hidden during the break (mailbox-marketing.int.test.ts).
    expect(await counts(p)).toEqual({ unread: 0, unclaimed: 0 });
    expect((await balanceOf(t.db, p.playerId)).balance).toBe(0);
  });

  it("the activity centre's mailbox entry counts unclaimed rewards", async () => {
    const p = await signUp(t.app);
    const now = () => t.clock.now();
    expect(await mailboxOffers(t.db, p.playerId, now())).toEqual([{ id: 'mailbox', state: 'inProgress', pending: 0, route: '/notifications', amount: 0 }]);
    const first = await toPlayer(p, { reward: 100 });
    await toPlayer(p, { reward: 250 });
    expect(await mailboxOffers(t.db, p.playerId, now())).toEqual([{ id: 'mailbox', state: 'claimable', pending: 2, route: '/notifications', amount: 350 }]);
    await claim(p, first.id);
    expect((await mailboxOffers(t.db, p.playerId, now()))[0]).toMatchObject({ state: 'claimable', pending: 1, amount: 250 });
  });
});

describe('operator API', () => {
  it('refuses no token, player tokens and the finance role', async () => {
    const p = await signUp(t.app);
    const payload = { audience: 'all', title: { en: 'x' }, body: { en: 'y' } };
    expect((await admin('POST', '/admin/api/mail', undefined, payload)).statusCode).toBe(401);
    const asPlayer = await t.app.inject({ method: 'POST', url: '/admin/api/mail', headers: { satoken: p.token }, payload });
    expect(asPlayer.statusCode).toBe(401);
    expect((await admin('POST', '/admin/api/mail', tokens.finance, payload)).statusCode).toBe(403);
    expect((await admin('GET', '/admin/api/mail', tokens.finance)).statusCode).toBe(403);
  });

  it('refuses bad input with a clear error and sends nothing', async () => {
    const p = await signUp(t.app);
    const before = await rowCounts(t.db, ['mail_messages', 'operator_audit_log']);
    const bad = [
      { audience: 'all', title: { zh: '只有中文' }, body: { en: 'no English title' } },
      { audience: 'player', title: { en: 'x' }, body: { en: 'y' } },
      { audience: 'all', playerId: p.playerId, title: { en: 'x' }, body: { en: 'y' } },
      { audience: 'all', title: { en: 'x' }, body: { en: 'y' }, reward: -5 },
      { audience: 'all', title: { en: 'x' }, body: { en: 'y' }, reward: 10.5 },
      { audience: 'all', title: { en: 'x' }, body: { en: 'y' }, reward: 10_000_001 },
      { audience: 'all', title: { en: 'x' }, body: { en: 'y' }, wagerMulti: 2 },
      { audience: 'all', title: { en: 'x'.repeat(81) }, body: { en: 'y' } },
      { audience: 'all', title: { en: 'x', fr: 'x' }, body: { en: 'y' } },
      { audience: 'everyone', title: { en: 'x' }, body: { en: 'y' } },
      { audience: 'all', title: { en: 'x' }, body: { en: 'y' }, expiresAt: 'tomorrow' },
    ];
    for (const payload of bad) {
      const res = await admin('POST', '/admin/api/mail', tokens.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ code: number }>().code, JSON.stringify(payload)).toBe(ErrorCode.invalidRequest);
    }
    const past = await admin('POST', '/admin/api/mail', tokens.admin, { audience: 'all', title: { en: 'x' }, body: { en: 'y' }, expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() });
    expect(past.json<{ code: number; msg: string }>()).toEqual({ code: ErrorCode.invalidRequest, msg: 'This message has expired' });
    const nobody = await admin('POST', '/admin/api/mail', tokens.admin, { audience: 'player', playerId: 99_999_999, title: { en: 'x' }, body: { en: 'y' } });
    expect(nobody.json<{ code: number; msg: string }>()).toEqual({ code: ErrorCode.mailRecipientNotFound, msg: 'No player with this ID' });
    expect(await rowCounts(t.db, ['mail_messages', 'operator_audit_log'])).toEqual(before);
  });

  it('audits sends and retractions; a retracted message leaves every mailbox and its reward is gone', async () => {
    const p = await signUp(t.app);
    const sent = await toPlayer(p, { reward: 5000, wagerMulti: 1, title: { en: 'Oops', zh: '哎呀' } });
    expect(sent).toMatchObject({ audience: 'player', reward: 5000, wagerMulti: 1, reads: 0, claims: 0, retractedAt: null, title: { en: 'Oops', zh: '哎呀' } });
    await open(p, sent.id);
    const listed = await admin('GET', '/admin/api/mail', tokens.admin);
    expect(listed.json<{ items: SentMail[] }>().items.find((m) => m.id === sent.id)).toMatchObject({ reads: 1, claims: 0 });

    const retracted = await admin('POST', `/admin/api/mail/${sent.id}/retract`, tokens.admin);
    expect(retracted.json<SentMail>().retractedAt).toBe(t.clock.now().toISOString());
    expect((await list(p)).data.list.map((m) => m.id)).not.toContain(sent.id);
    expect((await claim(p, sent.id)).code).toBe(ErrorCode.mailNotFound);
    expect((await admin('POST', `/admin/api/mail/${sent.id}/retract`, tokens.admin)).json<{ code: number }>().code).toBe(ErrorCode.mailNotFound);

    const audit = await t.db.query<{ action: string; target: string; detail: Record<string, unknown> }>(
      `SELECT action, target, detail FROM operator_audit_log WHERE target = $1 ORDER BY id`,
      [`mail:${sent.id}`],
    );
    expect(audit).toEqual([
      { action: 'mail.send', target: `mail:${sent.id}`, detail: { audience: 'player', playerId: p.playerId, reward: 5000, wagerMulti: 1, title: 'Oops' } },
      { action: 'mail.approve', target: `mail:${sent.id}`, detail: { audience: 'player', playerId: p.playerId, reward: 5000, createdBy: sent.createdBy, note: '' } },
      { action: 'mail.retract', target: `mail:${sent.id}`, detail: { claims: 0 } },
    ]);
  });
});

describe('four eyes on reward mail', () => {
  const gift = { title: { en: 'Eid gift' }, body: { en: 'Eid Mubarak from Khel.' }, reward: 10_000 };

  it('a message with a reward reaches nobody until a second admin approves it; its author and finance cannot', async () => {
    const p = await signUp(t.app);
    const res = await admin('POST', '/admin/api/mail', tokens.admin, { audience: 'player', playerId: p.playerId, ...gift });
    const pending = res.json<SentMail>();
    expect(pending).toMatchObject({ state: 'pending', approvedBy: null, decidedAt: null, reward: 10_000 });
    expect((await list(p)).data.list.map((m) => m.id)).not.toContain(pending.id);
    expect(await claim(p, pending.id)).toMatchObject({ code: ErrorCode.mailNotFound });
    expect(await counts(p)).toEqual({ unread: 1, unclaimed: 0 }); // the welcome message only

    expect((await decide(pending.id, tokens.admin!, true)).json()).toEqual({ code: 1870, msg: 'You created this: a second operator must approve or reject it' });
    expect((await decide(pending.id, tokens.finance!, true)).statusCode).toBe(403);
    await expect(t.db.query('UPDATE mail_messages SET approved_by = created_by, approved_at = now() WHERE id = $1', [pending.id])).rejects.toThrow(/mail_messages_second_operator/);
    expect((await list(p)).data.list.map((m) => m.id)).not.toContain(pending.id);

    const approved = (await decide(pending.id, tokens.checker!, true)).json<SentMail>();
    expect(approved).toMatchObject({ state: 'sent', decidedAt: t.clock.now().toISOString() });
    expect(approved.approvedBy).not.toBe(approved.createdBy);
    expect((await claim(p, pending.id)).data).toMatchObject({ amount: 10_000, gold: 10_000 });
    expect((await decide(pending.id, tokens.checker!, false)).json()).toMatchObject({ code: 1873 });
  });

  it('an approved broadcast reaches the players registered when it was approved; a rejected one nobody', async () => {
    const sent = (await admin('POST', '/admin/api/mail', tokens.admin, { audience: 'all', ...gift })).json<SentMail>();
    const joinedWhilePending = await signUp(t.app);
    expect((await decide(sent.id, tokens.checker!, true)).json()).toMatchObject({ state: 'sent' });
    const joinedAfter = await signUp(t.app);
    expect((await list(joinedWhilePending)).data.list.map((m) => m.id)).toContain(sent.id);
    expect((await list(joinedAfter)).data.list.map((m) => m.id)).not.toContain(sent.id);

    const rejected = (await admin('POST', '/admin/api/mail', tokens.admin, { audience: 'all', ...gift })).json<SentMail>();
    expect((await decide(rejected.id, tokens.checker!, false)).json()).toMatchObject({ state: 'rejected', approvedBy: null });
    expect((await list(joinedWhilePending)).data.list.map((m) => m.id)).not.toContain(rejected.id);
    expect((await decide(rejected.id, tokens.checker!, true)).json()).toMatchObject({ code: 1873 });
  });

  it('a message without a reward goes out at once', async () => {
    const p = await signUp(t.app);
    const sent = (await admin('POST', '/admin/api/mail', tokens.admin, { audience: 'player', playerId: p.playerId, title: { en: 'Hello' }, body: { en: 'News.' } })).json<SentMail>();
    expect(sent).toMatchObject({ state: 'sent', approvedBy: null });
    expect((await list(p)).data.list.map((m) => m.id)).toContain(sent.id);
    expect((await decide(sent.id, tokens.checker!, true)).json()).toMatchObject({ code: 1873 });
  });
});
