// The play outbox (README "Outbox"): what a settled round means beyond money — its valid bet
// (docs/requirements/wallet.md#5-valid-bets, the one pure rule in packages/contracts/src/valid-bet.ts), betting-task progress and
// VIP experience — is applied off the callback's hot path, in batches. The callback function
// settles a round and queues it in game_play_outbox in the same transaction; a drain takes rows
// (FOR UPDATE SKIP LOCKED, so concurrent drains in several processes take disjoint rows), writes
// each round's valid bet, advances tasks and experience per player, and deletes the rows, all in
// one transaction: a round counts once, or not yet, never twice.
//
// When it runs: shortly after a batch of callbacks settled rounds (a kick, so players see their
// progress within a fraction of a second), and every second as a background job that also picks
// up rows another process or a crash left behind.
import type { FastifyBaseLogger } from 'fastify';
import { categoryOfGameType, parseValidBetRules, validBet, type ValidBetRules } from '@khel/contracts/valid-bet';
import type { Database } from '../../platform/db.ts';
import { configDocument } from '../config/config.service.ts';
import { addVipExperienceOfMany } from '../vip/vip.service.ts';
import { advanceTasksOfMany } from '../wagering/wagering.service.ts';
import { claimOutboxRounds, setValidAmounts, type OutboxRound } from './game-wallet.repository.ts';

export const PLAY_OUTBOX_JOB = 'game-play-outbox';
export const PLAY_OUTBOX_INTERVAL_MS = 1_000;
/** How long a kick waits, so rounds settling close together are drained in one transaction. */
const KICK_DELAY_MS = 50;
const DRAIN_BATCH = 1_000;

type Warn = Pick<FastifyBaseLogger, 'warn'>;

function validOf(round: OutboxRound, rules: ValidBetRules, log?: Warn): number {
  try {
    return validBet(
      {
        category: categoryOfGameType(round.game_type),
        betAmount: round.bet_amount,
        winLoss: round.win_amount - round.bet_amount,
        // Net odds: the round's risk, which weights the valid bet by the operator's bands.
        odds: round.odds ?? undefined,
      },
      rules,
    );
  } catch (error) {
    log?.warn({ err: error, roundPk: round.id, gameType: round.game_type, betAmount: round.bet_amount, winAmount: round.win_amount }, 'play outbox: valid-bet rule refused the round; it counts 0');
    // A round the rule refuses (odds the adapters would not have let through) counts nothing
    // rather than failing the drain again and again and holding up every later round.
    return 0;
  }
}

/** Drains up to `limit` outbox rows in one transaction; answers how many rounds it counted. */
export async function drainPlayOutboxOnce(db: Database, limit = DRAIN_BATCH, log?: Warn): Promise<number> {
  return db.transaction(async (tx) => {
    const rounds = await claimOutboxRounds(tx, limit);
    if (rounds.length === 0) return 0;
    // The operator's ValidBetRulesConf, read once per batch (the seeded rules if it does not parse).
    const rules = parseValidBetRules(await configDocument(tx, 'ValidBetRulesConf'));
    const valid = rounds.map((round) => validOf(round, rules, log));
    await setValidAmounts(
      tx,
      rounds.map((round) => round.id),
      valid,
    );
    const perPlayer = new Map<number, number>();
    rounds.forEach((round, i) => perPlayer.set(round.player_id, (perPlayer.get(round.player_id) ?? 0) + valid[i]!));
    await advanceTasksOfMany(tx, perPlayer);
    await addVipExperienceOfMany(tx, perPlayer);
    return rounds.length;
  });
}

/**
 * One process's drains of one database, one at a time: kicks coalesce, and `drainAll` (the job,
 * tests) waits for a drain in progress before draining what is left, so when it resolves every
 * round settled before the call has been counted (by this process or another).
 */
export class PlayOutboxDrainer {
  private readonly db: Database;
  private readonly onError: (error: unknown) => void;
  private chain: Promise<unknown> = Promise.resolve();
  private kickTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  private readonly log: Warn | undefined;

  constructor(db: Database, onError: (error: unknown) => void, log?: Warn) {
    this.db = db;
    this.onError = onError;
    this.log = log;
  }

  /** Asks for a drain soon (after a batch of callbacks settled rounds). */
  kick(): void {
    if (this.kickTimer || this.stopped) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = null;
      this.drainAll().catch(this.onError);
    }, KICK_DELAY_MS);
  }

  /** Drains until the outbox has nothing this process can take; answers the rounds counted. */
  drainAll(): Promise<number> {
    const run = this.chain.then(async () => {
      let total = 0;
      for (;;) {
        const drained = await drainPlayOutboxOnce(this.db, DRAIN_BATCH, this.log);
        total += drained;
        if (drained < DRAIN_BATCH) return total;
      }
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** No more kicks; resolves when the drain in progress (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.kickTimer) clearTimeout(this.kickTimer);
    this.kickTimer = null;
    await this.chain;
  }
}

const drainers = new WeakMap<Database, PlayOutboxDrainer>();

/** The app's drainer of this database (game-wallet.routes.ts starts it with the app's logger). */
export function startPlayOutbox(db: Database, onError: (error: unknown) => void, log?: Warn): PlayOutboxDrainer {
  const drainer = new PlayOutboxDrainer(db, onError, log);
  drainers.set(db, drainer);
  return drainer;
}

/** A callback settled a round: drain soon, if this process runs a drainer for the database. */
export function kickPlayOutbox(db: Database): void {
  drainers.get(db)?.kick();
}
