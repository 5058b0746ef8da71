// The seamless game wallet (README.md): provider callbacks as domain commands,
// idempotent by (provider, provider transaction id), each one SQL function call, batched with its
// neighbours into one transaction (group commit). Money moves only through the wallet's API:
// bet = player → provider:<name>, win and refund = provider → player.
import { randomBytes } from 'node:crypto';
import type { GameAnswer, GameCommand } from '../../adapters/game-providers/port.ts';
import { policyOf, type ProviderPolicy } from '../../adapters/game-providers/policies.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { hashToken, REASONS, runMoneyCallbacksIn, runSettlesIn, submitMoneyCallback, toAnswer, toCallbackInput, type MoneyCommand } from './game-callbacks.ts';
import {
  callAuthenticate,
  insertSession,
  selectAvailable,
  selectPlayByKarachiHour,
  selectPlayersWithRounds,
  selectSettledLossesIn,
  selectStakesAndWins,
  selectStakesSince,
  sumPlay,
} from './game-wallet.repository.ts';
import { kickPlayOutbox } from './play-outbox.ts';

export { listBetRecords, reportByDay, reportTotal, recentWins } from './game-records.ts';
export type { BetRecord, BetRecordQuery, ReportRow, RecentWin } from './game-records.ts';

export class UnknownProviderError extends Error {
  constructor(provider: string) {
    super(`unknown game provider: ${provider}`);
  }
}

function requirePolicy(provider: string): ProviderPolicy {
  const policy = policyOf(provider);
  if (!policy) throw new UnknownProviderError(provider);
  return policy;
}

/** The provider account a provider's bets go to and its wins and refunds come from. */
export const providerAccount = (provider: string) => ({ system: `provider:${provider}` });

/** A launch token for one player, provider and game; stored only as a hash, with an expiry. */
export async function startProviderSession(
  db: Queryable,
  clock: Clock,
  s: { playerId: number; provider: string; gameId: string; gameName?: string; gameType?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const policy = requirePolicy(s.provider);
  const token = randomBytes(24).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + policy.sessionTtlMs);
  await insertSession(db, {
    provider: s.provider,
    playerId: s.playerId,
    gameId: s.gameId,
    gameName: s.gameName ?? '',
    gameType: s.gameType ?? policy.defaultGameType,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

const TOKEN_REUSE_MARGIN_MS = 10 * 60_000;
const TOKEN_CACHE_MAX = 50_000;

/** The name and type a launch session gives its rounds' records (type `sports`, `slots`…: the valid-bet category). */
export interface SessionGame {
  gameName: string;
  gameType: string;
}

/**
 * Launch tokens of Khel's own products (in-house games, the sportsbook), kept per process: a token
 * is stored only as its hash, so the raw token of a live session exists only here. Reused until
 * ten minutes before it expires, so a player's rounds do not each write a session row; `describe`
 * names the game only when a session is made.
 */
export function providerTokens(db: Queryable, clock: Clock, provider: string) {
  const sessions = new Map<string, { token: string; expiresAt: number }>();
  return async function tokenFor(playerId: number, gameId: string, describe: () => SessionGame | Promise<SessionGame>): Promise<string> {
    const key = `${playerId}:${gameId}`;
    const cached = sessions.get(key);
    if (cached && cached.expiresAt - clock.now().getTime() > TOKEN_REUSE_MARGIN_MS) return cached.token;
    const session = await startProviderSession(db, clock, { playerId, provider, gameId, ...(await describe()) });
    if (sessions.size >= TOKEN_CACHE_MAX) sessions.clear();
    sessions.set(key, { token: session.token, expiresAt: session.expiresAt.getTime() });
    return session.token;
  };
}

/**
 * Runs one verified provider callback and returns the answer (outcome + current balance). A money
 * callback is one row of the next group-commit batch (game-callbacks.ts): one SQL function call
 * decides and moves the money; authenticate and balance are one read each.
 */
export async function handleGameCommand(db: Database, clock: Clock, provider: string, command: GameCommand): Promise<GameAnswer> {
  const policy = requirePolicy(provider);
  if (command.kind === 'authenticate') return toAnswer(await callAuthenticate(db, provider, hashToken(command.token), clock.now()));
  if (command.kind === 'balance') {
    const balance = await selectAvailable(db, command.playerId);
    return toAnswer(balance === null ? { outcome: 'playerNotFound', balance: 0, player: null } : { outcome: 'ok', balance, player: command.playerId });
  }
  const answer = await submitMoneyCallback(db, toCallbackInput(provider, policy, command, clock.now()));
  if ((command.kind === 'settle' || command.kind === 'betSettle') && answer.outcome === 'ok' && !answer.replayed) kickPlayOutbox(db);
  return answer;
}

/**
 * Money callbacks of Khel's own products run inside the caller's transaction (game-callbacks.ts
 * `runMoneyCallbacksIn`): the same rules and answers as a provider's, committed with the caller's
 * own rows. After the commit, `roundsSettled(db)` has their valid bets counted soon.
 */
export async function moneyCallbacksIn(q: Queryable, clock: Clock, provider: string, commands: readonly MoneyCommand[]): Promise<GameAnswer[]> {
  return runMoneyCallbacksIn(q, callbackInputs(clock, provider, commands));
}

/**
 * A product's settles of its own open rounds (the sportsbook's settlement), inside the caller's
 * transaction: the answers and rows of moneyCallbacksIn, set-based without the checks only stakes
 * need (game-callbacks.ts runSettlesIn).
 */
export async function settleRoundsIn(
  q: Queryable,
  clock: Clock,
  provider: string,
  settles: readonly Extract<MoneyCommand, { kind: 'settle' }>[],
): Promise<GameAnswer[]> {
  return runSettlesIn(q, callbackInputs(clock, provider, settles));
}

/** The callback function's inputs for a product's commands, under the provider's policy, at one time. */
function callbackInputs(clock: Clock, provider: string, commands: readonly MoneyCommand[]) {
  const policy = requirePolicy(provider);
  const at = clock.now();
  return commands.map((command) => toCallbackInput(provider, policy, command, at));
}

/**
 * The arguments of game_money_callbacks for commands a product's own SQL function passes to it
 * (the sportsbook's sports_place_bets): the batch as JSON, numbered in order (`seq` = index), and the
 * ledger reasons. The same inputs moneyCallbacksIn sends.
 */
export function moneyCallbackArguments(clock: Clock, provider: string, commands: readonly MoneyCommand[]): { batch: string; reasons: typeof REASONS } {
  return { batch: JSON.stringify(callbackInputs(clock, provider, commands).map((input, seq) => ({ ...input, seq }))), reasons: REASONS };
}

/** Rounds were settled outside the callback queue: drain the play outbox soon (tasks, VIP). */
export function roundsSettled(db: Database): void {
  kickPlayOutbox(db);
}

export { isLostRace, type MoneyCommand } from './game-callbacks.ts';
export { correctSettledRounds, type RoundCorrection, type CorrectionOutcome } from './round-corrections.ts';

export interface PlayTotal {
  /** Stakes, wins and valid bets (docs/requirements/wallet.md#5-valid-bets) of settled rounds, in hundredths. */
  bet: number;
  win: number;
  valid: number;
  rounds: number;
}

/**
 * Settled play of each player whose rounds started in [from, to) (all time when no range): what
 * VIP, the loss rebate, the first-deposit tiers and the agency programme read. Players who did not
 * play are absent from the map.
 */
export async function playTotals(
  db: Queryable,
  playerIds: readonly number[],
  range: { from: Date; to: Date } | null = null,
): Promise<Map<number, PlayTotal>> {
  if (playerIds.length === 0) return new Map();
  const rows = await sumPlay(db, playerIds, range);
  return new Map(rows.map(({ playerId, ...total }) => [playerId, total]));
}

/** One player's settled play in a range: what player protection's reality check shows. */
export async function playInSession(db: Queryable, playerId: number, range: { from: Date; to: Date }): Promise<PlayTotal | undefined> {
  return (await playTotals(db, [playerId], range)).get(playerId);
}

// What other features read of rounds (table ownership): features ranked below game-wallet (aml,
// limits, harm-markers) get these wired by app.ts or the back office (docs/architecture/tiers.md).

/** Stakes of the player's rounds not cancelled begun since `since` (AML's play before a withdrawal). */
export async function stakesSince(db: Queryable, playerId: number, since: Date): Promise<number> {
  return selectStakesSince(db, playerId, since);
}

/** Stakes and wins of every round the player began in [from, to] (what loss and wager limits count). */
export async function stakesAndWins(db: Queryable, playerId: number, range: { from: Date; to: Date }): Promise<{ staked: number; won: number }> {
  return selectStakesAndWins(db, playerId, range.from, range.to);
}

/** Per window (player, from, to]: the losses of its settled rounds and when the last began; in the windows' order. */
export async function settledLossesIn(
  db: Queryable,
  windows: readonly { playerId: number; from: Date; to: Date }[],
): Promise<{ lost: number; lastRoundAt: Date | null }[]> {
  return selectSettledLossesIn(db, windows);
}

/** The players (ascending) who began a round in (after, until]. */
export async function playersWithRounds(db: Queryable, after: Date, until: Date): Promise<number[]> {
  return selectPlayersWithRounds(db, after, until);
}

/** Per window (player, from, to] with rounds: their count, stakes, and the stakes placed before `hour`:00 in Karachi. */
export async function playByKarachiHour(
  db: Queryable,
  windows: readonly { playerId: number; from: Date; to: Date }[],
  hour: number,
): Promise<{ playerId: number; rounds: number; stakes: number; stakesBeforeHour: number }[]> {
  return selectPlayByKarachiHour(db, windows, hour);
}

export { selectOutboxAgeSeconds as playOutboxAgeSeconds } from './game-wallet.repository.ts';
