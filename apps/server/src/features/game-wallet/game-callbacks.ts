// Money callbacks (bet, settle, bet+settle, rollback) through group commit: each callback becomes
// one row of a batch, the batch is one call of the SQL function game_money_callbacks (migration
// 0033), and each callback gets its own answer (README "Flow", "Group commit"). One queue per
// database handle, because handleGameCommand(db, clock, provider, command) is the port adapters
// call and it carries no other state.
import { createHash, hash } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { GameAnswer, GameCommand, GameOutcome } from '../../adapters/game-providers/port.ts';
import type { ProviderPolicy } from '../../adapters/game-providers/policies.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { publishLiveEach } from '../../platform/live.ts';
import { GroupCommit, groupCommitQueues, type GroupCommitOptions, type GroupCommitStats } from '../../platform/group-commit.ts';
import { callMoneyCallbacks, callSettleRounds, type MoneyCallbackInput, type MoneyCallbackRow } from './game-wallet.repository.ts';

export type MoneyCommand = Exclude<GameCommand, { kind: 'authenticate' | 'balance' }>;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** The request's identity: a retry with the same transaction id must be this same request. */
function requestHash(command: MoneyCommand): string {
  // The token is not part of it: a retry may carry a refreshed one.
  const { token: _token, ...rest } = command as MoneyCommand & { token?: string };
  return hash('sha256', JSON.stringify(rest));
}

export function toCallbackInput(provider: string, policy: ProviderPolicy, command: MoneyCommand, at: Date): MoneyCallbackInput {
  const token = 'token' in command ? command.token : undefined;
  return {
    seq: 0,
    provider,
    kind: command.kind,
    tx_id: command.txId,
    player: command.playerId,
    token_hash: token ? hashToken(token).toString('hex') : null,
    round_id: 'roundId' in command ? command.roundId : null,
    game_id: 'gameId' in command ? command.gameId : null,
    bet: command.kind === 'bet' ? command.amount : command.kind === 'betSettle' ? command.betAmount : 0,
    win: command.kind === 'settle' ? command.amount : command.kind === 'betSettle' ? command.winAmount : 0,
    odds: 'odds' in command && command.odds !== undefined ? command.odds : null,
    ref_tx_id: command.kind === 'rollback' ? command.refTxId : null,
    request_hash: requestHash(command),
    at: at.toISOString(),
    needs_session: policy.betNeedsSession,
    multi_bets: policy.multipleBetsPerRound,
    platform: policy.platform,
    default_type: policy.defaultGameType,
  };
}

export function toAnswer(row: { outcome: string; balance: number; player: number | null; replayed?: boolean }): GameAnswer {
  return { outcome: row.outcome as GameOutcome, balance: row.balance, playerId: row.player, replayed: row.replayed ?? false, currency: 'PKR' };
}

/** The ledger reasons game_money_callbacks books with (its last three arguments). */
export const REASONS = { bet: Reason.bet, win: Reason.win, refund: Reason.betRefund };

/**
 * What a batch gets when a batch of the other queue committed a row it was about to write (another
 * player's round or transaction id, after both had checked it was new): the UNIQUE key's
 * unique_violation, or the callback function's serialization_failure (migration 0056); deadlocks
 * alike. Nothing of the batch was kept, and run again it sees the committed row and refuses as
 * one at a time would.
 */
const LOST_RACE = new Set(['23505', '40001', '40P01']);

function lostRace(error: unknown): boolean {
  return typeof error === 'object' && error !== null && LOST_RACE.has(String((error as { code?: unknown }).code));
}

async function runBatch(db: Database, inputs: MoneyCallbackInput[]): Promise<GameAnswer[]> {
  const numbered = inputs.map((input, seq) => ({ ...input, seq }));
  const rows = await callMoneyCallbacks(db, numbered, REASONS).catch((error: unknown) => {
    if (!lostRace(error)) throw error;
    return callMoneyCallbacks(db, numbered, REASONS);
  });
  const bySeq: (MoneyCallbackRow | undefined)[] = [];
  for (const row of rows) bySeq[row.seq] = row;
  announceWins(db, numbered, bySeq);
  return numbered.map((input) => {
    const row = bySeq[input.seq];
    if (!row) throw new Error(`no answer for callback ${input.seq} of the batch`);
    return toAnswer(row);
  });
}

/**
 * The player's app toasts a win (docs/architecture/live.md): a settle paying more than nothing, or a
 * bet+settle paying more than its stake, answered OK and not a replay. Sent after the batch
 * committed, in one round trip and without holding up the answers: a lost notice costs a toast,
 * never money (the balance event comes from the ledger's own change notice).
 */
function announceWins(db: Database, inputs: MoneyCallbackInput[], bySeq: (MoneyCallbackRow | undefined)[]): void {
  const wins = inputs.filter((input) => {
    const row = bySeq[input.seq];
    const won = input.kind === 'settle' ? input.win > 0 : input.kind === 'betSettle' && input.win > input.bet;
    return won && row?.outcome === 'ok' && !row.replayed && row.player !== null;
  });
  if (wins.length === 0) return;
  publishLiveEach(db, wins.map((input) => ({ to: { player: input.player }, event: { type: 'win', amount: input.win, game: input.game_id ?? '' } }))).catch(() => {
    // The toast is lost; the money and the balance event are not.
  });
}

const BATCH: GroupCommitOptions = { maxBatch: 256, maxInFlight: 1 };

const queues = new WeakMap<Database, GroupCommit<MoneyCallbackInput, GameAnswer>[]>();

function queuesOf(db: Database): GroupCommit<MoneyCallbackInput, GameAnswer>[] {
  let shards = queues.get(db);
  if (!shards) {
    shards = Array.from({ length: groupCommitQueues(db) }, () => new GroupCommit<MoneyCallbackInput, GameAnswer>((inputs) => runBatch(db, inputs), BATCH));
    queues.set(db, shards);
  }
  return shards;
}

/** Queues one money callback for the next batch of its player's queue; resolves with its own answer. */
export function submitMoneyCallback(db: Database, input: MoneyCallbackInput): Promise<GameAnswer> {
  const shards = queuesOf(db);
  return shards[input.player % shards.length]!.submit(input);
}

/** How many queues (and so batches at once) this database gets. */
export function callbackQueueCount(db: Database): number {
  return queuesOf(db).length;
}

/** How the batches went on this database (tests, benchmarks). */
export function groupCommitStats(db: Database): GroupCommitStats {
  const total: GroupCommitStats = { batches: 0, items: 0, largestBatch: 0, retriedAlone: 0 };
  for (const { stats } of queuesOf(db)) {
    total.batches += stats.batches;
    total.items += stats.items;
    total.largestBatch = Math.max(total.largestBatch, stats.largestBatch);
    total.retriedAlone += stats.retriedAlone;
  }
  return total;
}

/** Resolves when no callback of this database is queued or running (shutdown). */
export async function callbacksIdle(db: Database): Promise<void> {
  await Promise.all((queues.get(db) ?? []).map((queue) => queue.idle()));
}

/**
 * Money callbacks of Khel's own products that must commit with their own rows (a sports bet's
 * stake with the bet, a market's settles with the bets they settle): one call of the same SQL
 * function, inside the caller's transaction, without the group-commit queue. Same rules, same
 * answers; the caller's transaction decides whether any of it is kept. A lost race with another
 * batch raises (unique_violation, serialization_failure): the caller retries its transaction.
 */
export async function runMoneyCallbacksIn(q: Queryable, inputs: MoneyCallbackInput[]): Promise<GameAnswer[]> {
  if (inputs.length === 0) return [];
  const numbered = inputs.map((input, seq) => ({ ...input, seq }));
  return answersBySeq(numbered.length, await callMoneyCallbacks(q, numbered, REASONS));
}

/**
 * Settles of a product's own open rounds, inside the caller's transaction (as runMoneyCallbacksIn):
 * set-based through game_settle_rounds, which skips the checks only stakes need; the settles it
 * cannot prove plain (a replay, another player's or a settled round) go through runMoneyCallbacksIn
 * after it. Same answers and rows as runMoneyCallbacksIn for the same settles (a property test).
 */
export async function runSettlesIn(q: Queryable, settles: MoneyCallbackInput[]): Promise<GameAnswer[]> {
  if (settles.some((s) => s.kind !== 'settle' || s.provider !== settles[0]!.provider || s.at !== settles[0]!.at)) {
    throw new Error('runSettlesIn takes settles of one provider at one time');
  }
  const answers = answersBySeq(settles.length, await callSettleRounds(q, settles, REASONS.win));
  const asCallbacks = answers.flatMap((answer, seq) => (answer.outcome === AS_CALLBACK ? [seq] : []));
  const late = await runMoneyCallbacksIn(q, asCallbacks.map((seq) => settles[seq]!));
  asCallbacks.forEach((seq, i) => (answers[seq] = late[i]!));
  return answers;
}

/** game_settle_rounds' answer for a settle it left to game_money_callbacks. */
const AS_CALLBACK = 'asCallback' as GameOutcome;

function answersBySeq(count: number, rows: readonly MoneyCallbackRow[]): GameAnswer[] {
  const bySeq: (MoneyCallbackRow | undefined)[] = [];
  for (const row of rows) bySeq[row.seq] = row;
  return Array.from({ length: count }, (_, seq) => {
    const row = bySeq[seq];
    if (!row) throw new Error(`no answer for callback ${seq} of the batch`);
    return toAnswer(row);
  });
}

/** Whether an error is a lost race another transaction won: retrying sees its rows. */
export const isLostRace = lostRace;
