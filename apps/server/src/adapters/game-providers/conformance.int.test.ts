// One table of cases run against every seamless adapter: duplicates, rollbacks before
// their bet, wins without a bet, insufficient funds, bad signatures, expired sessions, retries.
// Each third-party platform runs on its demo credentials and is driven by its vendor's own client.
// An expected outcome matches when the vendor's code for it is the code the answer carried (some
// vendors give several outcomes one code, e.g. Evolution's INVALID_SID).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startProviderSession } from '../../features/game-wallet/game-wallet.service.ts';
import { checkLedger } from '../../features/wallet/ledger-check.ts';
import { availableBalance } from '../../features/wallet/wallet.service.ts';
import { createPlayers, fund, ledgerRowCounts } from '../../../test/wallet.ts';
import { loadConfig } from '../../platform/config.ts';
import { inhouseDriver, platformDriver, type Driver, type DriverAnswer } from './conformance-drivers.ts';
import type { SeamlessPlatform } from './demo/demo-clients.ts';
import type { GameOutcome } from './port.ts';
import { PROVIDER_POLICIES } from './policies.ts';

let t: TestApp;
const config = loadConfig({ NODE_ENV: 'test' });
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

let counter = 0;
/** Numeric ids (JILI's rounds are int64), unique within the run. */
const nextId = () => `${Date.now() % 1_000_000_000}${String((counter += 1)).padStart(5, '0')}`;

const START = 100_000; // ₨1,000.00

async function player(driver: Driver) {
  const [playerId] = await createPlayers(t.db, 1);
  await fund(t.db, playerId!, START);
  const { token } = await startProviderSession(t.db, t.clock, { playerId: playerId!, provider: driver.provider, gameId: '101' });
  return { playerId: playerId!, token };
}

const PLATFORMS: SeamlessPlatform[] = ['vn888', 'fachai', 'cq9', 'pg', 'jdb', 'jili', 'evo'];
const drivers: [string, () => Driver][] = [
  ['inhouse (generic seamless)', () => inhouseDriver(t.app, config.games.inhouseSecret)],
  ...PLATFORMS.map((p): [string, () => Driver] => [p, () => platformDriver(t.app, p)]),
];

describe.each(drivers)('%s conformance', (_name, makeDriver) => {
  let d: Driver;
  beforeAll(() => {
    d = makeDriver();
  });
  /** The answer as the vendor sees it: its code for the outcome, and the balance. */
  const seen = (a: DriverAnswer) => ({ code: a.outcome === 'refused' ? 'refused' : d.codeOf(a.outcome), balance: a.balance });
  const expected = (outcome: GameOutcome, balance: number) => ({ code: d.codeOf(outcome), balance });

  it('a duplicate bet gets the original answer and the current balance; money moves once', async () => {
    const p = await player(d);
    const bet = { txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount: 1_000 };
    expect(seen(await d.bet(bet))).toEqual(expected('ok', START - 1_000));
    expect(seen(await d.bet(bet))).toEqual(expected('ok', START - 1_000));
    expect(await availableBalance(t.db, p.playerId)).toBe(START - 1_000);
  });

  it('a duplicate settle credits once; another win on the settled round gets its code', async () => {
    const p = await player(d);
    const roundId = nextId();
    await d.bet({ txId: nextId(), playerId: p.playerId, token: p.token, roundId, amount: 1_000 });
    const settle = { txId: nextId(), playerId: p.playerId, roundId, win: 2_500 };
    expect(seen(await d.settle(settle))).toEqual(expected('ok', START + 1_500));
    expect(seen(await d.settle(settle))).toEqual(expected('ok', START + 1_500));
    expect(seen(await d.settle({ ...settle, txId: nextId() }))).toEqual(expected('roundSettled', START + 1_500));
    expect(await availableBalance(t.db, p.playerId)).toBe(START + 1_500);
  });

  it('a rollback of an unknown bet is remembered: the bet arriving later is refused', async () => {
    const p = await player(d);
    const betTx = nextId();
    expect(seen(await d.rollback({ txId: nextId(), playerId: p.playerId, refTxId: betTx }))).toEqual(expected('betNotFound', START));
    expect(seen(await d.bet({ txId: betTx, playerId: p.playerId, token: p.token, roundId: nextId(), amount: 1_000 }))).toEqual(expected('betRolledBack', START));
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
  });

  it('a bet after its rollback: the retry replays without charging, a new bet on the cancelled round is refused', async () => {
    const p = await player(d);
    const bet = { txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount: 1_000 };
    await d.bet(bet);
    const rollback = { txId: nextId(), playerId: p.playerId, refTxId: bet.txId };
    expect(seen(await d.rollback(rollback))).toEqual(expected('ok', START));
    expect(seen(await d.rollback(rollback))).toEqual(expected('ok', START));
    expect(seen(await d.bet(bet))).toEqual(expected('ok', START));
    expect(seen(await d.bet({ ...bet, txId: nextId() }))).toEqual(expected('roundCancelled', START));
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
  });

  it('a win without a bet gets its code and the balance; a cancel on a settled round too', async () => {
    const p = await player(d);
    expect(seen(await d.settle({ txId: nextId(), playerId: p.playerId, roundId: nextId(), win: 5_000 }))).toEqual(expected('roundNotFound', START));
    const roundId = nextId();
    const betTx = nextId();
    await d.bet({ txId: betTx, playerId: p.playerId, token: p.token, roundId, amount: 1_000 });
    await d.settle({ txId: nextId(), playerId: p.playerId, roundId, win: 0 });
    expect(seen(await d.rollback({ txId: nextId(), playerId: p.playerId, refTxId: betTx }))).toEqual(expected('roundSettled', START - 1_000));
  });

  it('insufficient funds: refused with the balance in the answer, nothing moves', async () => {
    const p = await player(d);
    const before = await ledgerRowCounts(t.db);
    const bet = { txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount: START + 1 };
    expect(seen(await d.bet(bet))).toEqual(expected('insufficientFunds', START));
    expect(seen(await d.betSettle({ ...bet, txId: nextId(), bet: START + 1, win: 0 }))).toEqual(expected('insufficientFunds', START));
    expect(await ledgerRowCounts(t.db)).toEqual(before);
  });

  it('a bad signature is refused and moves nothing', async () => {
    const p = await player(d);
    const before = await ledgerRowCounts(t.db);
    const answer = await d.forgedBet({ txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount: 1_000 });
    expect(answer).toMatchObject({ http: 401, outcome: 'refused' });
    expect(answer.balance).toBeUndefined();
    expect(await ledgerRowCounts(t.db)).toEqual(before);
  });

  it.each([
    ['a fraction of a paisa', 1_000.5],
    ['negative', -1_000],
  ])('a malformed amount (%s) gets the vendor\'s invalid-request code, no balance, and moves nothing', async (_label, amount) => {
    const p = await player(d);
    const before = await ledgerRowCounts(t.db);
    // 'refused': a code no wallet outcome uses (Evolution's once read as "player not found").
    const bet = await d.bet({ txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount });
    expect(bet.outcome).toBe('refused');
    expect(bet.balance).toBeUndefined();
    const round = await d.betSettle({ txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), bet: amount, win: 0 });
    expect(round.outcome).toBe('refused');
    expect(await ledgerRowCounts(t.db)).toEqual(before);
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
  });

  it('an expired session refuses bets but accepts settles and rollbacks', async () => {
    const p = await player(d);
    const first = { txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount: 1_000 };
    const second = { txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), amount: 2_000 };
    await d.bet(first);
    await d.bet(second);
    t.clock.advance(PROVIDER_POLICIES[d.provider]!.sessionTtlMs + 1);
    expect(seen(await d.bet({ ...first, txId: nextId(), roundId: nextId() }))).toEqual(expected('sessionExpired', START - 3_000));
    expect(seen(await d.settle({ txId: nextId(), playerId: p.playerId, roundId: first.roundId, win: 3_000 }))).toEqual(expected('ok', START - 3_000 + 3_000));
    expect(seen(await d.rollback({ txId: nextId(), playerId: p.playerId, refTxId: second.txId }))).toEqual(expected('ok', START + 2_000));
  });

  it('a retry after a timeout (same tx id) gets the original answer, also when the retries race', async () => {
    const p = await player(d);
    const call = { txId: nextId(), playerId: p.playerId, token: p.token, roundId: nextId(), bet: 1_000, win: 4_000 };
    const answers = await Promise.all([d.betSettle(call), d.betSettle(call), d.betSettle(call), d.betSettle(call)]);
    for (const answer of answers) expect(seen(answer)).toEqual(expected('ok', START + 3_000));
    expect(answers.filter((a) => a.replayed === false || a.replayed === undefined).length).toBeGreaterThanOrEqual(1);
    expect(seen(await d.betSettle(call))).toEqual(expected('ok', START + 3_000));
    expect(await availableBalance(t.db, p.playerId)).toBe(START + 3_000);
  });
});
