// The markers of harm over deposits and rounds: loss chasing, rapid deposits after losses, night
// play. The books are payments' and game-wallet's (products, above harm-markers), read through
// their services as HarmBooks, which app.ts and the back office hand in (docs/architecture/tiers.md).
// Each scan is set-based: the players with something new since the watermark and their rows in one
// query per owner, the losses of every window in one query, the rest joined here.
import type { Queryable } from '../../platform/db.ts';
import { selectLastMarkers, type PlayerRun } from './harm-rules.repository.ts';

/** A credited deposit as payments reports it. */
export interface HarmDeposit {
  orderNo: string;
  playerId: number;
  amount: number;
  settledAt: Date;
}

/** A span of one player's rounds: (from, to]. */
export interface RoundWindow {
  playerId: number;
  from: Date;
  to: Date;
}

export interface HarmBooks {
  /** payments: credited deposits in (from, until] of the players with one credited in (activeAfter, until]; by player, settled_at, id. */
  paidDepositsOfActive(db: Queryable, f: { activeAfter: Date; from: Date; until: Date }): Promise<HarmDeposit[]>;
  /** game-wallet: per window, in order, the losses (stakes − wins) of the settled rounds begun in it and when the last began. */
  settledLossesIn(db: Queryable, windows: readonly RoundWindow[]): Promise<{ lost: number; lastRoundAt: Date | null }[]>;
  /** game-wallet: the players who began a round in (after, until]. */
  playersWithRounds(db: Queryable, after: Date, until: Date): Promise<number[]>;
  /** game-wallet: per window with rounds not cancelled, their count, stakes and the stakes placed before `hour`:00 in Karachi. */
  playByKarachiHour(
    db: Queryable,
    windows: readonly RoundWindow[],
    hour: number,
  ): Promise<{ playerId: number; rounds: number; stakes: number; stakesBeforeHour: number }[]>;
}

const ms = (at: Date) => new Date(at).getTime();
const latest = (a: Date, b: Date | undefined) => (b && ms(b) > ms(a) ? b : a);

/** The deposits of each player after their last marker of `marker` (and after `floor`), by player in ascending order. */
async function depositsByPlayer(
  db: Queryable,
  books: HarmBooks,
  marker: string,
  f: { activeAfter: Date; floor: Date; until: Date },
): Promise<Map<number, HarmDeposit[]>> {
  const deposits = await books.paidDepositsOfActive(db, { activeAfter: f.activeAfter, from: f.floor, until: f.until });
  const last = await selectLastMarkers(db, marker, [...new Set(deposits.map((d) => Number(d.playerId)))]);
  const byPlayer = new Map<number, HarmDeposit[]>();
  for (const d of deposits) {
    const playerId = Number(d.playerId);
    const after = last.get(playerId);
    if (after && ms(d.settledAt) <= ms(after)) continue;
    const list = byPlayer.get(playerId);
    if (list) list.push(d);
    else byPlayer.set(playerId, [d]);
  }
  return new Map([...byPlayer].sort(([a], [b]) => a - b));
}

/**
 * Loss chasing: deposits (in (since, now]) made within `withinMinutes` of the player's last
 * settled round, when the rounds since the previous deposit lost at least `lossPercent` % of it.
 */
export async function lossChasing(
  db: Queryable,
  books: HarmBooks,
  f: { mark: Date; since: Date; now: Date; withinMinutes: number; lossPercent: number; minCount: number },
): Promise<PlayerRun[]> {
  const players = await depositsByPlayer(db, books, 'loss_chasing', { activeAfter: f.mark, floor: f.since, until: f.now });
  const pairs: { prev: HarmDeposit; deposit: HarmDeposit }[] = [];
  for (const deposits of players.values()) {
    for (let i = 1; i < deposits.length; i++) pairs.push({ prev: deposits[i - 1]!, deposit: deposits[i]! });
  }
  const losses = await books.settledLossesIn(
    db,
    pairs.map(({ prev, deposit }) => ({ playerId: Number(deposit.playerId), from: prev.settledAt, to: deposit.settledAt })),
  );
  const runs = new Map<number, { count: number; items: string[]; lost: number }>();
  pairs.forEach(({ prev, deposit }, i) => {
    const { lost, lastRoundAt } = losses[i]!;
    if (lost * 100 < prev.amount * f.lossPercent) return;
    if (lastRoundAt === null || ms(lastRoundAt) < ms(deposit.settledAt) - f.withinMinutes * 60_000) return;
    const playerId = Number(deposit.playerId);
    const run = runs.get(playerId) ?? { count: 0, items: [], lost: 0 };
    run.count += 1;
    run.items.push(deposit.orderNo);
    run.lost += Number(lost);
    runs.set(playerId, run);
  });
  return [...runs]
    .filter(([, run]) => run.count >= f.minCount)
    .map(([playerId, run]) => ({ playerId, count: run.count, items: run.items, detail: { lost: run.lost } }));
}

/**
 * Rapid deposits after losses: a deposit that makes `minDeposits` within `windowMinutes`, when the
 * rounds of that span up to it lost at least `lossPercent` % of the deposits before it. One run
 * per player (its latest such deposit).
 */
export async function rapidDeposits(
  db: Queryable,
  books: HarmBooks,
  f: { mark: Date; now: Date; windowMinutes: number; minDeposits: number; lossPercent: number },
): Promise<PlayerRun[]> {
  if (!Number.isSafeInteger(f.windowMinutes)) throw new Error('windowMinutes must be an integer');
  const span = f.windowMinutes * 60_000;
  const players = await depositsByPlayer(db, books, 'rapid_deposits', { activeAfter: f.mark, floor: new Date(ms(f.mark) - span), until: f.now });
  // Each deposit with the deposits of the span up to it (those settled at the same time included).
  const bursts: { deposit: HarmDeposit; within: HarmDeposit[] }[] = [];
  for (const deposits of players.values()) {
    for (const deposit of deposits) {
      const at = ms(deposit.settledAt);
      const within = deposits.filter((d) => ms(d.settledAt) >= at - span && ms(d.settledAt) <= at);
      if (within.length >= f.minDeposits && at > ms(f.mark)) bursts.push({ deposit, within });
    }
  }
  const losses = await books.settledLossesIn(
    db,
    bursts.map(({ deposit }) => ({ playerId: Number(deposit.playerId), from: new Date(ms(deposit.settledAt) - span), to: deposit.settledAt })),
  );
  const runs = new Map<number, PlayerRun>();
  bursts.forEach(({ deposit, within }, i) => {
    const total = within.reduce((sum, d) => sum + Number(d.amount), 0);
    const lost = Number(losses[i]!.lost);
    if (lost * 100 < (total - deposit.amount) * f.lossPercent) return;
    // Bursts come oldest first per player: the latest one that qualifies wins.
    runs.set(Number(deposit.playerId), {
      playerId: Number(deposit.playerId),
      count: within.length,
      items: within.map((d) => d.orderNo),
      detail: { deposited: total, lost },
    });
  });
  return [...runs.values()].sort((a, b) => a.playerId - b.playerId);
}

/**
 * Night play: players who played since the mark, whose rounds of (since, now] (after their last
 * night-play marker) number at least `minRounds` with at least `minSharePercent` % of the stakes
 * placed 00:00–06:00 Asia/Karachi.
 */
export async function nightPlay(
  db: Queryable,
  books: HarmBooks,
  f: { mark: Date; since: Date; now: Date; minRounds: number; minSharePercent: number },
): Promise<PlayerRun[]> {
  const players = await books.playersWithRounds(db, f.mark, f.now);
  const last = await selectLastMarkers(db, 'night_play', players);
  const windows = players.map((playerId) => ({ playerId, from: latest(f.since, last.get(playerId)), to: f.now }));
  const play = await books.playByKarachiHour(db, windows, 6);
  return play
    .filter((p) => p.rounds >= f.minRounds && p.stakes > 0 && p.stakesBeforeHour * 100 >= p.stakes * f.minSharePercent)
    .map((p) => ({
      playerId: Number(p.playerId),
      count: p.rounds,
      items: [],
      detail: { rounds: p.rounds, stakes: Number(p.stakes), nightStakes: Number(p.stakesBeforeHour) },
    }))
    .sort((a, b) => a.playerId - b.playerId);
}
