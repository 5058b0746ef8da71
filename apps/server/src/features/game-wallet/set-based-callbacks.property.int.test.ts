// Property (migration 0056, README "Set-based batches"): a batch answers every callback exactly as
// the one-at-a-time function of 0033 (game_money_callback, called in ascending player and arrival
// order) answers it, and leaves the same balances, rounds and records. Each run plays one random
// history twice on twin players: once as prelude + one batch through game_money_callbacks, once
// through game_money_callback alone.
import { Reason } from '@khel/contracts/ledger-reasons';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PROVIDER_POLICIES } from '../../adapters/game-providers/policies.ts';
import type { GameCommand } from '../../adapters/game-providers/port.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPlayers, fund } from '../../../test/wallet.ts';
import { protectionDeps } from '../../../test/protection.ts';
import { toCallbackInput, type MoneyCommand } from './game-callbacks.ts';
import { callMoneyCallbacks, type MoneyCallbackInput } from './game-wallet.repository.ts';
import { startProviderSession } from './game-wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const PROVIDER = 'inhouse';
const PLAYERS = 3;
const START = 6_000;
const HOUR = 3_600_000;
const REASONS = { bet: Reason.bet, win: Reason.win, refund: Reason.betRefund };

type Cmd = {
  kind: 'bet' | 'settle' | 'betSettle' | 'rollback';
  player: number;
  tx: number;
  round: number;
  ref: number;
  amount: number;
  win: number;
  /** The launch token a bet carries: -2 its player's own, -1 none, 0…2 that player's (another's is sessionInvalid). */
  token: number;
  /** The round's net odds a settle reports (the valid bet's risk weight). */
  odds: number | undefined;
  /** Sent this many hours after the launch (4 h and later: the session has expired). */
  hoursLater: number;
};

/** Commands of the given kinds on rounds 0…maxRound. */
const commands = (kinds: Cmd['kind'][], maxRound: number): fc.Arbitrary<Cmd> =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    player: fc.integer({ min: 0, max: PLAYERS - 1 }),
    tx: fc.integer({ min: 0, max: 14 }),
    round: fc.integer({ min: 0, max: maxRound }),
    ref: fc.integer({ min: 0, max: 14 }),
    amount: fc.integer({ min: 0, max: 4_000 }),
    win: fc.integer({ min: 0, max: 9_000 }),
    odds: fc.constantFrom(undefined, 0.25, 2.5),
    token: fc.oneof({ weight: 8, arbitrary: fc.constant(-2) }, { weight: 1, arbitrary: fc.integer({ min: -1, max: PLAYERS - 1 }) }),
    hoursLater: fc.oneof({ weight: 9, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(5) }),
  });
// The prelude opens rounds 0–4 (mostly bets); the batch settles those and stakes on rounds 0–14.
const openingCommands = fc.array(commands(['bet', 'bet', 'bet', 'betSettle', 'settle', 'rollback'], 4), { maxLength: 5 });
const batchCommands = fc.array(fc.oneof(commands(['bet', 'betSettle', 'betSettle', 'rollback'], 14), commands(['settle'], 4)), {
  minLength: 1,
  maxLength: 8,
});

/** The examples' starting point: player 0's free bet on round 0 with their own token. */
const aBet: Cmd = { kind: 'bet', player: 0, tx: 0, round: 0, ref: 0, amount: 0, win: 0, odds: undefined, token: -2, hoursLater: 0 };
/** The examples' policy: bets need a session, rounds take several bets, nobody is timed out. */
const examplePolicy = { needsSession: true, multiBets: true, timedOut: -1 };

interface Twin {
  label: string;
  players: { playerId: number; token: string }[];
}

let run = 0;

async function twin(label: string): Promise<Twin> {
  const ids = await createPlayers(t.db, PLAYERS);
  const players = [];
  for (const playerId of ids) {
    await fund(t.db, playerId, START);
    players.push({ playerId, token: (await startProviderSession(t.db, t.clock, { playerId, provider: PROVIDER, gameId: 'g' })).token });
  }
  return { label: `${label}${run}`, players };
}

function input(side: Twin, c: Cmd, policy: { needsSession: boolean; multiBets: boolean }): MoneyCallbackInput {
  const player = side.players[c.player]!;
  const tokenOf = c.token === -2 ? player.token : c.token === -1 ? undefined : side.players[c.token]!.token;
  const txId = `${side.label}-t${c.tx}`;
  const roundId = `${side.label}-r${c.round}`;
  const base = { txId, playerId: player.playerId };
  const command: GameCommand =
    c.kind === 'bet'
      ? { ...base, kind: 'bet', token: tokenOf, roundId, gameId: 'g', amount: c.amount }
      : c.kind === 'settle'
        ? { ...base, kind: 'settle', roundId, amount: c.win, odds: c.odds }
        : c.kind === 'betSettle'
          ? { ...base, kind: 'betSettle', token: tokenOf, roundId, gameId: 'g', betAmount: c.amount, winAmount: c.win, odds: c.odds }
          : { ...base, kind: 'rollback', refTxId: `${side.label}-t${c.ref}` };
  const at = new Date(t.clock.now().getTime() + c.hoursLater * HOUR);
  const rules = { ...PROVIDER_POLICIES[PROVIDER]!, betNeedsSession: policy.needsSession, multipleBetsPerRound: policy.multiBets };
  return toCallbackInput(PROVIDER, rules, command as MoneyCommand, at);
}

interface Answer {
  outcome: string;
  balance: number;
  replayed: boolean;
}

/** 0033's function on its own, one callback per statement. */
async function alone(item: MoneyCallbackInput): Promise<Answer> {
  const rows = await t.db.query<Answer>(
    `SELECT outcome, balance, replayed FROM game_money_callback($1, $2, $3, $4, decode($5, 'hex'), $6, $7, $8, $9, $10, $11,
       decode($12, 'hex'), $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      item.provider, item.kind, item.tx_id, item.player, item.token_hash, item.round_id, item.game_id, item.bet, item.win, item.odds,
      item.ref_tx_id, item.request_hash, item.at, item.needs_session, item.multi_bets, item.platform, item.default_type,
      REASONS.bet, REASONS.win, REASONS.refund,
    ],
  );
  return rows[0]!;
}

/** What a side left behind, with its own names taken out. */
async function state(side: Twin) {
  const ids = side.players.map((p) => p.playerId);
  const strip = (s: string) => s.replace(side.label, '');
  const balances = await t.db.query<{ balance: number; held: number }>(
    'SELECT balance, held FROM ledger_accounts WHERE player_id = ANY($1::bigint[]) ORDER BY player_id',
    [ids],
  );
  const rounds = await t.db.query<{ round_id: string; player_id: number; bet_amount: number; win_amount: number; state: number; odds: string | null }>(
    `SELECT round_id, player_id, bet_amount, win_amount, state, odds::text FROM game_rounds WHERE provider = $1 AND round_id LIKE $2 || '-%' ORDER BY round_id`,
    [PROVIDER, side.label],
  );
  const records = await t.db.query<{ tx: string; kind: string; outcome: string; rolled_back: boolean; amount: number; win_amount: number; round: string | null }>(
    `SELECT t.provider_tx_id AS tx, t.kind, t.outcome, t.rolled_back, t.amount, t.win_amount, r.round_id AS round
       FROM game_transactions t LEFT JOIN game_rounds r ON r.id = t.round_pk
      WHERE t.provider = $1 AND t.provider_tx_id LIKE $2 || '-%' ORDER BY t.provider_tx_id`,
    [PROVIDER, side.label],
  );
  const transfers = await t.db.query<{ key: string; amount: number }>(
    `SELECT idempotency_key AS key, amount FROM ledger_transfers WHERE idempotency_key LIKE 'game:' || $1 || ':' || $2 || '-%' ORDER BY 1`,
    [PROVIDER, side.label],
  );
  const outbox = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_play_outbox WHERE player_id = ANY($1::bigint[])', [ids]);
  return {
    balances,
    rounds: rounds.map((r) => ({ ...r, round_id: strip(r.round_id), player: ids.indexOf(r.player_id) })).map(({ player_id: _id, ...r }) => r),
    records: records.map((r) => ({ ...r, tx: strip(r.tx), round: r.round === null ? null : strip(r.round) })),
    transfers: transfers.map((r) => ({ ...r, key: strip(r.key) })),
    outbox: outbox[0]!.n,
  };
}

describe('set-based batches', () => {
  it('answer and record every callback as 0033 does one at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        openingCommands,
        batchCommands,
        fc.record({ needsSession: fc.boolean(), multiBets: fc.boolean(), timedOut: fc.integer({ min: -1, max: PLAYERS - 1 }) }),
        async (prelude, generated, policy) => {
          run += 1;
          const batched = await twin('b');
          const single = await twin('s');
          if (policy.timedOut >= 0) {
            for (const side of [batched, single]) await startTimeOut(protectionDeps(t), side.players[policy.timedOut]!.playerId, '24h', t.clock.now());
          }
          // Half the rollbacks name the bet of another callback of the same batch.
          const batch = generated.map((c, i) =>
            c.kind === 'rollback' && c.ref % 2 === 0 ? { ...c, ref: generated[(i + 1 + c.ref) % generated.length]!.tx } : c,
          );
          for (const c of prelude) {
            await alone(input(batched, c, policy));
            await alone(input(single, c, policy));
          }

          const items = batch.map((c, seq) => ({ ...input(batched, c, policy), seq }));
          const rows = await callMoneyCallbacks(t.db, items, REASONS);
          const answers = batch.map((_, seq) => {
            const row = rows.find((r) => r.seq === seq)!;
            return { outcome: row.outcome, balance: Number(row.balance), replayed: row.replayed };
          });

          const expected: Answer[] = [];
          const order = batch.map((c, seq) => ({ c, seq })).sort((a, b) => a.c.player - b.c.player || a.seq - b.seq);
          for (const { c, seq } of order) {
            const answer = await alone(input(single, c, policy));
            expected[seq] = { outcome: answer.outcome, balance: Number(answer.balance), replayed: answer.replayed };
          }

          expect(answers).toEqual(expected);
          expect(await state(batched)).toEqual(await state(single));
        },
      ),
      {
        numRuns: 200,
        examples: [
          // A bet whose rollback came first (a tombstone), then a rollback in the same batch naming a
          // later player's bet: one at a time, that bet meets the tombstone the rollback leaves.
          [[{ ...aBet, kind: 'rollback', tx: 9, ref: 3 }], [{ ...aBet, kind: 'bet', tx: 3, amount: 100 }], examplePolicy],
          [[], [{ ...aBet, kind: 'rollback', tx: 6, ref: 5 }, { ...aBet, kind: 'bet', player: 1, tx: 5, round: 1, amount: 100 }], examplePolicy],
          // Two stakes of one player that the balance covers one by one but not together; an expired session.
          [[], [{ ...aBet, tx: 1, round: 5, amount: 4_000 }, { ...aBet, tx: 2, round: 6, amount: 3_000 }], examplePolicy],
          [[], [{ ...aBet, tx: 1, round: 5, amount: 100, hoursLater: 5 }], examplePolicy],
          // Settles: of an open round with odds, of a settled round, of another player's round.
          [[{ ...aBet, tx: 1, round: 1, amount: 100 }], [{ ...aBet, kind: 'settle', tx: 2, round: 1, win: 300, odds: 2.5 }], examplePolicy],
          [[{ ...aBet, kind: 'betSettle', tx: 1, round: 1, amount: 100 }], [{ ...aBet, kind: 'settle', tx: 2, round: 1, win: 300 }], examplePolicy],
          [[{ ...aBet, player: 1, tx: 1, round: 1, amount: 100 }], [{ ...aBet, kind: 'settle', tx: 2, round: 1, win: 300 }], examplePolicy],
        ],
      },
    );
  });
});
