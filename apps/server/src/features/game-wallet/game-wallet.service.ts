// The seamless game wallet (issue #4; README.md): provider callbacks as domain commands, each in
// one transaction, idempotent by (provider, provider transaction id). Money moves only through the
// wallet service: bet = player → provider:<name>, win and refund = provider → player.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { categoryOfGameType, parseValidBetRules, validBet } from '@khel/contracts/valid-bet';
import type { GameAnswer, GameCommand, GameOutcome } from '../../adapters/game-providers/port.ts';
import { policyOf, type ProviderPolicy } from '../../adapters/game-providers/policies.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { configDocument } from '../config/config.service.ts';
import { activeRestriction } from '../protection/protection.service.ts';
import { addVipExperience } from '../vip/vip.service.ts';
import { advanceTasks } from '../wagering/wagering.service.ts';
import { balanceOf, transfer } from '../wallet/wallet.service.ts';
import {
  addRoundBet,
  insertSession,
  insertTombstone,
  insertTx,
  lockPlayer,
  markRolledBack,
  playerExists,
  refundRoundBet,
  selectRound,
  selectRoundByPk,
  selectSession,
  selectTx,
  settleRound,
  sumPlay,
  tombstoneExists,
  type RoundRow,
  type SessionRow,
} from './game-wallet.repository.ts';

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

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

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

type SessionCheck = { ok: true; session: SessionRow } | { ok: false; outcome: 'sessionInvalid' | 'sessionExpired' };

async function checkSession(db: Queryable, clock: Clock, provider: string, token: string | undefined, playerId?: number): Promise<SessionCheck> {
  const session = token ? await selectSession(db, hashToken(token)) : null;
  if (!session || session.provider !== provider || (playerId !== undefined && session.player_id !== playerId)) {
    return { ok: false, outcome: 'sessionInvalid' };
  }
  if (new Date(session.expires_at).getTime() <= clock.now().getTime()) return { ok: false, outcome: 'sessionExpired' };
  return { ok: true, session };
}

async function available(db: Queryable, playerId: number | null): Promise<number> {
  return playerId === null ? 0 : (await balanceOf(db, playerId)).available;
}

function answer(outcome: GameOutcome, balance: number, playerId: number | null, replayed = false): GameAnswer {
  return { outcome, balance, playerId, replayed, currency: 'PKR' };
}

function requestHash(command: GameCommand): Buffer {
  // The token is not part of the request's identity: a retry may carry a refreshed one.
  const { token: _token, ...rest } = command as GameCommand & { token?: string };
  return createHash('sha256').update(JSON.stringify(rest)).digest();
}

const sameBytes = (a: Buffer | Uint8Array, b: Buffer) => Buffer.from(a).equals(b);

/** Runs one verified provider callback and returns the answer (outcome + current balance). */
export async function handleGameCommand(db: Database, clock: Clock, provider: string, command: GameCommand): Promise<GameAnswer> {
  const policy = requirePolicy(provider);
  if (command.kind === 'authenticate') {
    const check = await checkSession(db, clock, provider, command.token);
    if (!check.ok) {
      const session = await selectSession(db, hashToken(command.token));
      const playerId = check.outcome === 'sessionExpired' && session ? session.player_id : null;
      return answer(check.outcome, await available(db, playerId), playerId);
    }
    return answer('ok', await available(db, check.session.player_id), check.session.player_id);
  }
  if (!(await playerExists(db, command.playerId))) return answer('playerNotFound', 0, null);
  if (command.kind === 'balance') return answer('ok', await available(db, command.playerId), command.playerId);

  const hash = requestHash(command);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, command.playerId);
    const previous = await selectTx(tx, provider, command.txId);
    if (previous) {
      if (!sameBytes(previous.request_hash, hash)) return answer('txConflict', await available(tx, command.playerId), command.playerId);
      return answer(previous.outcome as GameOutcome, await available(tx, previous.player_id), previous.player_id, true);
    }
    const now = clock.now();
    const run = new CommandRun(tx, clock, provider, policy, command, hash, now);
    const outcome = await run.execute();
    return answer(outcome, await available(tx, command.playerId), command.playerId);
  });
}

const key = (provider: string, txId: string, leg: 'bet' | 'win') => `game:${provider}:${txId}:${leg}`;
const refundKey = (provider: string, betTxId: string) => `game:${provider}:refund:${betTxId}`;

/** One money command inside its transaction (player lock held, transaction id not seen before). */
class CommandRun {
  private roundPk: number | null = null;

  private readonly tx: Queryable;
  private readonly clock: Clock;
  private readonly provider: string;
  private readonly policy: ProviderPolicy;
  private readonly command: Exclude<GameCommand, { kind: 'authenticate' | 'balance' }>;
  private readonly hash: Buffer;
  private readonly now: Date;

  constructor(
    tx: Queryable,
    clock: Clock,
    provider: string,
    policy: ProviderPolicy,
    command: Exclude<GameCommand, { kind: 'authenticate' | 'balance' }>,
    hash: Buffer,
    now: Date,
  ) {
    this.tx = tx;
    this.clock = clock;
    this.provider = provider;
    this.policy = policy;
    this.command = command;
    this.hash = hash;
    this.now = now;
  }

  async execute(): Promise<GameOutcome> {
    const c = this.command;
    let outcome: GameOutcome;
    switch (c.kind) {
      case 'bet':
        outcome = await this.bet(c.token, c.roundId, c.gameId, c.amount, 0, c.txId);
        break;
      case 'betSettle':
        outcome = await this.bet(c.token, c.roundId, c.gameId, c.betAmount, c.winAmount, c.txId, c.odds);
        break;
      case 'settle':
        outcome = await this.settle(c.roundId, c.amount, c.txId, c.odds);
        break;
      case 'rollback':
        outcome = await this.rollback(c.refTxId, c.txId);
        break;
    }
    await insertTx(this.tx, {
      provider: this.provider,
      txId: c.txId,
      kind: c.kind,
      playerId: c.playerId,
      roundPk: this.roundPk,
      amount: c.kind === 'bet' || c.kind === 'settle' ? c.amount : c.kind === 'betSettle' ? c.betAmount : 0,
      winAmount: c.kind === 'betSettle' ? c.winAmount : 0,
      refTxId: c.kind === 'rollback' ? c.refTxId : null,
      requestHash: this.hash,
      outcome,
      at: this.now,
    });
    return outcome;
  }

  private closedOutcome(round: RoundRow): GameOutcome | null {
    if (round.player_id !== this.command.playerId) return 'sessionInvalid';
    if (round.state === 1) return 'roundSettled';
    if (round.state === -1) return 'roundCancelled';
    return null;
  }

  /** A stake, and with `win` set (bet+settle) the round's settlement in the same call. */
  private async bet(token: string | undefined, roundId: string, gameId: string, amount: number, win: number, txId: string, odds?: number): Promise<GameOutcome> {
    const settles = this.command.kind === 'betSettle';
    if (await tombstoneExists(this.tx, this.provider, txId)) return 'betRolledBack';
    let session: SessionRow | null = null;
    if (this.policy.betNeedsSession || token) {
      const check = await checkSession(this.tx, this.clock, this.provider, token, this.command.playerId);
      if (!check.ok) return check.outcome;
      session = check.session;
    }
    // A time-out or self-exclusion refuses new stakes; settles and rollbacks of earlier bets go on.
    if (await activeRestriction(this.tx, this.command.playerId, this.now)) return 'playerRestricted';
    const existing = await selectRound(this.tx, this.provider, roundId);
    if (existing) {
      const closed = this.closedOutcome(existing);
      if (closed) return closed;
      if (!this.policy.multipleBetsPerRound) return 'roundSettled';
    }
    try {
      // A free round (JILI isFreeRound) stakes nothing: no transfer, the round is still recorded.
      if (amount > 0) await transfer(this.tx, {
        idempotencyKey: key(this.provider, txId, 'bet'),
        from: { player: this.command.playerId },
        to: providerAccount(this.provider),
        amount: amount,
        reason: Reason.bet,
        reference: `${this.provider}:${roundId}`,
      });
    } catch (error) {
      // The wallet's InsufficientFundsError (its guarded debit refused; nothing moved).
      if (error instanceof AppError && error.code === ErrorCode.insufficientFunds) return 'insufficientFunds';
      throw error;
    }
    const round = await addRoundBet(this.tx, {
      provider: this.provider,
      roundId,
      playerId: this.command.playerId,
      gameId,
      gameName: session?.game_id === gameId ? session.game_name : '',
      gameType: session?.game_id === gameId && session.game_type ? session.game_type : this.policy.defaultGameType,
      platform: this.policy.platform,
      amount,
      at: this.now,
    });
    this.roundPk = round.id;
    if (settles) await this.payAndSettle(round, roundId, win, txId, odds);
    return 'ok';
  }

  private async settle(roundId: string, win: number, txId: string, odds?: number): Promise<GameOutcome> {
    const round = await selectRound(this.tx, this.provider, roundId);
    if (!round) return 'roundNotFound';
    const closed = this.closedOutcome(round);
    if (closed) return closed;
    this.roundPk = round.id;
    await this.payAndSettle(round, roundId, win, txId, odds);
    return 'ok';
  }

  private async payAndSettle(round: RoundRow, roundId: string, win: number, txId: string, odds?: number): Promise<void> {
    const playerId = this.command.playerId;
    if (win > 0) {
      await transfer(this.tx, {
        idempotencyKey: key(this.provider, txId, 'win'),
        from: providerAccount(this.provider),
        to: { player: playerId },
        amount: win,
        reason: Reason.win,
        reference: `${this.provider}:${roundId}`,
      });
    }
    // Weighted by the round's risk (its net odds) per the operator's ValidBetRulesConf bands.
    const rules = parseValidBetRules(await configDocument(this.tx, 'ValidBetRulesConf'));
    const valid = validBet({ category: categoryOfGameType(round.game_type), betAmount: round.bet_amount, winLoss: win - round.bet_amount, odds }, rules);
    await settleRound(this.tx, round.id, { win, valid, odds: odds ?? null, at: this.now });
    await advanceTasks(this.tx, playerId, valid);
    await addVipExperience(this.tx, playerId, valid, this.now);
  }

  private async rollback(refTxId: string, txId: string): Promise<GameOutcome> {
    const playerId = this.command.playerId;
    const bet = await selectTx(this.tx, this.provider, refTxId);
    if (!bet) {
      await insertTombstone(this.tx, { provider: this.provider, betTxId: refTxId, rollbackTxId: txId, playerId, at: this.now });
      return 'betNotFound';
    }
    if (bet.kind !== 'bet' && bet.kind !== 'betSettle') return 'betNotFound';
    if (bet.player_id !== playerId) return 'sessionInvalid';
    this.roundPk = bet.round_pk;
    // A refused bet moved nothing, and a bet already rolled back was refunded once: done.
    if (bet.outcome !== 'ok' || bet.rolled_back || bet.round_pk === null) return 'ok';
    const round = await selectRoundByPk(this.tx, bet.round_pk);
    if (!round) return 'betNotFound';
    if (round.state === 1) return 'roundSettled';
    await transfer(this.tx, {
      idempotencyKey: refundKey(this.provider, refTxId),
      from: providerAccount(this.provider),
      to: { player: playerId },
      amount: bet.amount,
      reason: Reason.betRefund,
      reference: `${this.provider}:${refTxId}`,
    });
    await markRolledBack(this.tx, bet.id);
    await refundRoundBet(this.tx, round.id, bet.amount, this.now);
    return 'ok';
  }
}

export interface PlayTotal {
  /** Stakes, wins and valid bets (spec §9) of settled rounds, in hundredths. */
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
