// Model-based property test of the ledger (docs/architecture/overview.md#testing): random batches of wallet commands run
// concurrently (Promise.all) against a real database and, beside it, an in-memory model. Within a
// batch the order is up to the database, so a debit may succeed or be refused depending on what
// ran first: the model accepts an outcome only if some order allows it, then applies what was
// observed. After every batch the stored accounts must equal the model; after every run the
// transfers and holds stored for the run's players must be exactly the model's, and the books balance.
import { Reason } from '@khel/contracts/ledger-reasons';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { checkLedger } from './ledger-check.ts';
import { HoldAlreadyResolvedError, IdempotencyConflictError, InsufficientFundsError } from './wallet.errors.ts';
import { hold, postHold, transfer, voidHold, type AccountRef, type TransferRequest } from './wallet.service.ts';
import { createPlayers, newKey } from '../../../test/wallet.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => db.close());

const GATEWAY = 'gateway:sandbox';
const PROVIDER = 'provider:model';
const BONUS = 'bonus:model';
const PAYOUT = 'payout:model';

// ---- abstract commands (what fast-check generates) ----
type Command =
  | { kind: 'deposit' | 'bet' | 'win' | 'bonus' | 'withdraw'; player: number; amount: number }
  | { kind: 'approve' | 'reject'; pick: number }
  | { kind: 'replay'; pick: number; alter: boolean };

const amount = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 40_000 }));
const playerIndex = fc.nat({ max: 7 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player: playerIndex, amount: fc.integer({ min: 1, max: 60_000 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), player: playerIndex, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('win' as const), player: playerIndex, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bonus' as const), player: playerIndex, amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player: playerIndex, amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), alter: fc.boolean() }) },
);
const scenario = fc.record({
  players: fc.integer({ min: 3, max: 5 }),
  batches: fc.array(fc.array(command, { minLength: 2, maxLength: 8, size: 'max' }), { minLength: 3, maxLength: 5, size: 'max' }),
});

// ---- the model ----
interface ModelTransfer {
  key: string;
  request: TransferRequest;
  transferId: number;
}
interface ModelHold {
  key: string;
  player: number;
  amount: number;
  holdId: number;
  state: 'pending' | 'posted' | 'voided';
}
interface Model {
  players: number[];
  balance: Map<number, number>;
  held: Map<number, number>;
  transfers: ModelTransfer[];
  holds: ModelHold[];
  providerNet: number;
  payoutNet: number;
}

type Observed =
  | { outcome: 'applied' | 'replayed'; id: number }
  | { outcome: 'insufficient'; available: number }
  | { outcome: 'conflict' | 'resolved-the-other-way' };

/** How often each outcome was seen over all runs: the test asserts every path was exercised. */
const seen = new Map<Observed['outcome'], number>();

/** Runs a wallet call, turning the wallet's listed errors into outcomes; anything else fails the property. */
async function observe(call: () => Promise<{ id: number; replayed: boolean }>): Promise<Observed> {
  const o = await observeOnce(call);
  seen.set(o.outcome, (seen.get(o.outcome) ?? 0) + 1);
  return o;
}

async function observeOnce(call: () => Promise<{ id: number; replayed: boolean }>): Promise<Observed> {
  try {
    const { id, replayed } = await call();
    return { outcome: replayed ? 'replayed' : 'applied', id };
  } catch (error) {
    if (error instanceof InsufficientFundsError) return { outcome: 'insufficient', available: error.available };
    if (error instanceof IdempotencyConflictError) return { outcome: 'conflict' };
    if (error instanceof HoldAlreadyResolvedError) return { outcome: 'resolved-the-other-way' };
    throw error;
  }
}

const available = (m: Model, p: number): number => m.balance.get(p)! - m.held.get(p)!;
const add = (map: Map<number, number>, p: number, delta: number): void => void map.set(p, map.get(p)! + delta);

async function runBatch(m: Model, batch: Command[]): Promise<void> {
  const before = new Map(m.players.map((p) => [p, available(m, p)]));
  const credits = new Map(m.players.map((p) => [p, 0]));
  const debits: { player: number; amount: number; observed: Promise<Observed>; apply: (id: number) => void }[] = [];
  const checks: Promise<void>[] = [];
  const resolving = new Set<number>();
  const previousTransfers = [...m.transfers];
  const previousHolds = [...m.holds];

  for (const c of batch) {
    if (c.kind === 'deposit' || c.kind === 'win' || c.kind === 'bonus' || c.kind === 'bet') {
      const player = m.players[c.player % m.players.length]!;
      const system: AccountRef = { system: c.kind === 'deposit' ? GATEWAY : c.kind === 'bonus' ? BONUS : PROVIDER };
      const isBet = c.kind === 'bet';
      const request: TransferRequest = {
        idempotencyKey: newKey(c.kind),
        from: isBet ? { player } : system,
        to: isBet ? system : { player },
        amount: c.amount,
        reason: { deposit: Reason.deposit, win: Reason.win, bonus: Reason.signIn, bet: Reason.bet }[c.kind],
      };
      const observed = observe(async () => {
        const r = await transfer(db, request);
        return { id: r.transferId, replayed: r.replayed };
      });
      const apply = (id: number): void => {
        m.transfers.push({ key: request.idempotencyKey, request, transferId: id });
        add(m.balance, player, isBet ? -c.amount : c.amount);
        if (c.kind === 'bet') m.providerNet += c.amount;
        if (c.kind === 'win') m.providerNet -= c.amount;
      };
      if (isBet) {
        debits.push({ player, amount: c.amount, observed, apply });
      } else {
        add(credits, player, c.amount);
        checks.push(
          observed.then((o) => {
            expect(o.outcome).toBe('applied');
            apply((o as { id: number }).id);
          }),
        );
      }
    } else if (c.kind === 'withdraw') {
      const player = m.players[c.player % m.players.length]!;
      const key = newKey('wd');
      const observed = observe(async () => {
        const r = await hold(db, { idempotencyKey: key, playerId: player, amount: c.amount, reason: Reason.withdrawal });
        return { id: r.holdId, replayed: r.replayed };
      });
      debits.push({
        player,
        amount: c.amount,
        observed,
        apply: (id) => {
          m.holds.push({ key, player, amount: c.amount, holdId: id, state: 'pending' });
          add(m.held, player, c.amount);
        },
      });
    } else if (c.kind === 'approve' || c.kind === 'reject') {
      if (previousHolds.length === 0) continue;
      const h = previousHolds[c.pick % previousHolds.length]!;
      if (resolving.has(h.holdId)) continue; // one resolution per hold per batch keeps the outcome order-free
      resolving.add(h.holdId);
      const wanted = c.kind === 'approve' ? 'posted' : 'voided';
      const wasPending = h.state === 'pending';
      if (wasPending && c.kind === 'reject') add(credits, h.player, h.amount);
      checks.push(
        observe(async () => {
          if (c.kind === 'approve') {
            const r = await postHold(db, { holdId: h.holdId, to: { system: PAYOUT }, reason: Reason.withdrawal });
            return { id: r.transferId, replayed: r.replayed };
          }
          return { id: 0, replayed: (await voidHold(db, h.holdId)).replayed };
        }).then((o) => {
          if (!wasPending) {
            expect(o.outcome).toBe(h.state === wanted ? 'replayed' : 'resolved-the-other-way');
            return;
          }
          expect(o.outcome).toBe('applied');
          h.state = wanted;
          add(m.held, h.player, -h.amount);
          if (c.kind === 'approve') {
            add(m.balance, h.player, -h.amount);
            m.payoutNet += h.amount;
            m.transfers.push({
              key: `hold:${h.holdId}:post`,
              request: { idempotencyKey: '', from: { player: h.player }, to: { system: PAYOUT }, amount: h.amount, reason: Reason.withdrawal },
              transferId: (o as { id: number }).id,
            });
          }
        }),
      );
    } else if (c.kind === 'replay') {
      // Replay something applied in an earlier batch: a transfer's or a hold's key (same request →
      // the original id; altered → conflict), or a resolved hold's resolution (same way → replay;
      // the other way → refused).
      const pool = [
        ...previousTransfers.filter((t) => t.request.idempotencyKey !== ''),
        ...previousHolds,
        ...previousHolds.filter((h) => h.state !== 'pending').map((h) => ({ resolved: h })),
      ];
      if (pool.length === 0) continue;
      const target = pool[c.pick % pool.length]!;
      const delta = c.alter ? 1 : 0;
      if ('resolved' in target) {
        const h = target.resolved;
        const post = (h.state === 'posted') !== c.alter;
        const observed = observe(async () => {
          if (post) {
            const r = await postHold(db, { holdId: h.holdId, to: { system: PAYOUT }, reason: Reason.withdrawal });
            return { id: r.transferId, replayed: r.replayed };
          }
          return { id: 0, replayed: (await voidHold(db, h.holdId)).replayed };
        });
        const posted = m.transfers.find((t) => t.key === `hold:${h.holdId}:post`);
        const expected = c.alter
          ? { outcome: 'resolved-the-other-way' }
          : { outcome: 'replayed', id: post ? posted!.transferId : 0 };
        checks.push(observed.then((o) => void expect(o).toEqual(expected)));
        continue;
      }
      const observed =
        'request' in target
          ? observe(async () => {
              const r = await transfer(db, { ...target.request, amount: target.request.amount + delta });
              return { id: r.transferId, replayed: r.replayed };
            })
          : observe(async () => {
              const r = await hold(db, { idempotencyKey: target.key, playerId: target.player, amount: target.amount + delta, reason: Reason.withdrawal });
              return { id: r.holdId, replayed: r.replayed };
            });
      const originalId = 'request' in target ? target.transferId : target.holdId;
      checks.push(observed.then((o) => void expect(o).toEqual(c.alter ? { outcome: 'conflict' } : { outcome: 'replayed', id: originalId })));
    }
  }

  await Promise.all(checks);
  const outcomes = await Promise.all(debits.map((d) => d.observed));
  // Is what happened to each player's debits possible in some order of the batch?
  for (const p of m.players) {
    const mine = debits.map((d, i) => ({ ...d, o: outcomes[i]! })).filter((d) => d.player === p);
    const applied = mine.filter((d) => d.o.outcome === 'applied').reduce((s, d) => s + d.amount, 0);
    const low = before.get(p)! - applied;
    const high = before.get(p)! + credits.get(p)!;
    expect(applied, `player ${p}: applied debits exceed what was ever available`).toBeLessThanOrEqual(high);
    for (const d of mine) {
      expect(['applied', 'insufficient']).toContain(d.o.outcome);
      if (d.o.outcome === 'insufficient') {
        // Refused when the available amount was below the debit; it was never below `low`.
        expect(d.o.available).toBeLessThan(d.amount);
        expect(d.o.available).toBeGreaterThanOrEqual(low);
        expect(d.o.available).toBeLessThanOrEqual(high);
      }
    }
  }
  debits.forEach((d, i) => {
    const o = outcomes[i]!;
    if (o.outcome === 'applied') d.apply(o.id);
  });
  await expectAccountsMatch(m);
}

async function expectAccountsMatch(m: Model): Promise<void> {
  const rows = await db.query<{ player_id: number; balance: number; held: number }>(
    'SELECT player_id, balance, held FROM ledger_accounts WHERE player_id = ANY($1::bigint[]) ORDER BY player_id',
    [m.players],
  );
  expect(rows).toEqual(m.players.map((p) => ({ player_id: p, balance: m.balance.get(p), held: m.held.get(p) })));
  for (const p of m.players) expect(available(m, p)).toBeGreaterThanOrEqual(0);
}

async function systemNet(code: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'SELECT coalesce(sum(e.amount), 0)::bigint AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.code = $1',
    [code],
  );
  return rows[0]!.total;
}

async function expectStoredEqualsModel(m: Model, start: { provider: number; payout: number }): Promise<void> {
  const transfers = await db.query<{ idempotency_key: string; id: number; amount: number; debit: number | null; credit: number | null; n: number }>(
    `SELECT t.idempotency_key, t.id, t.amount, d.player_id AS debit, c.player_id AS credit,
            (SELECT count(*)::int FROM ledger_transfers u WHERE u.idempotency_key = t.idempotency_key) AS n
     FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
     WHERE d.player_id = ANY($1::bigint[]) OR c.player_id = ANY($1::bigint[]) ORDER BY t.id`,
    [m.players],
  );
  const player = (ref: AccountRef): number | null => ('player' in ref ? ref.player : null);
  const expected = m.transfers
    .map((t) => ({ idempotency_key: t.key, id: t.transferId, amount: t.request.amount, debit: player(t.request.from), credit: player(t.request.to), n: 1 }))
    .sort((a, b) => a.id - b.id);
  expect(transfers).toEqual(expected); // each key applied once, nothing else moved for these players

  const holds = await db.query<{ idempotency_key: string; id: number; player_id: number; amount: number; state: string }>(
    `SELECT h.idempotency_key, h.id, a.player_id, h.amount, h.state FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id
     WHERE a.player_id = ANY($1::bigint[]) ORDER BY h.id`,
    [m.players],
  );
  expect(holds).toEqual(
    m.holds
      .map((h) => ({ idempotency_key: h.key, id: h.holdId, player_id: h.player, amount: h.amount, state: h.state }))
      .sort((a, b) => a.id - b.id),
  );
  expect((await systemNet(PROVIDER)) - start.provider).toBe(m.providerNet);
  expect((await systemNet(PAYOUT)) - start.payout).toBe(m.payoutNet);
  expect(await checkLedger(db)).toEqual([]);
}

it('random concurrent command batches keep the ledger equal to the model', async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(scenario, async ({ players: count, batches }) => {
      runs += 1;
      // The database is shared by the runs: once a failing run has left it inconsistent, the runs
      // fast-check tries while shrinking are skipped rather than blamed for it.
      fc.pre((await checkLedger(db)).length === 0);
      const players = await createPlayers(db, count);
      const m: Model = {
        players,
        balance: new Map(players.map((p) => [p, 0])),
        held: new Map(players.map((p) => [p, 0])),
        transfers: [],
        holds: [],
        providerNet: 0,
        payoutNet: 0,
      };
      const start = { provider: await systemNet(PROVIDER), payout: await systemNet(PAYOUT) };
      for (const batch of batches) await runBatch(m, batch);
      await expectStoredEqualsModel(m, start);
    }),
    {
      numRuns: 25,
      // One scenario that takes every path for sure (the random ones usually do too).
      examples: [
        [
          {
            players: 3,
            batches: [
              [
                { kind: 'deposit', player: 0, amount: 50_000 },
                { kind: 'bet', player: 1, amount: 1 },
              ],
              [
                { kind: 'withdraw', player: 0, amount: 10_000 },
                { kind: 'withdraw', player: 0, amount: 20_000 },
                { kind: 'bet', player: 0, amount: 15_000 },
                { kind: 'win', player: 0, amount: 3_000 },
              ],
              [
                { kind: 'approve', pick: 0 },
                { kind: 'reject', pick: 1 },
                { kind: 'replay', pick: 0, alter: false },
                { kind: 'replay', pick: 1, alter: true },
              ],
              [
                { kind: 'reject', pick: 0 },
                { kind: 'approve', pick: 1 },
                { kind: 'approve', pick: 2 },
                { kind: 'replay', pick: 5, alter: false },
              ],
            ],
          },
        ],
      ],
    },
  );
  expect(runs).toBeGreaterThanOrEqual(25);
  for (const outcome of ['applied', 'replayed', 'insufficient', 'conflict', 'resolved-the-other-way'] as const) {
    expect(seen.get(outcome) ?? 0, `outcome ${outcome} never exercised`).toBeGreaterThan(0);
  }
}, 120_000);
