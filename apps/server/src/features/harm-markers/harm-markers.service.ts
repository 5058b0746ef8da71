// Markers of harm (README.md): scans over the books find loss chasing, night play, repeated limit
// raises and rapid deposits after losses (thresholds in the server-only HarmConf document). Each
// marker attaches to the player's active customer interaction, which an operator works from open
// to contacted to closed with a note (audited). Like AML, this only informs: an operator acts.
import type { CustomerInteraction, HarmMarkerKind, InteractionState } from '@khel/contracts/admin/harm-markers';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { serverConfig } from '../config/config.service.ts';
import { audit } from '../operators/operators.service.ts';
import { saveMark, selectLimitRaises, selectMark, type PlayerRun } from './harm-rules.repository.ts';
import { lossChasing, nightPlay, rapidDeposits, type HarmBooks } from './harm-rules.ts';
import { recordMarker, selectInteraction, selectInteractions, updateInteraction, type InteractionRow } from './interactions.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
// Scans re-read this far behind their watermark (a row committed late keeps its earlier time);
// re-reading finds nothing twice: only what came after the player's last marker counts.
const LATE_COMMIT_MS = 10 * MINUTE_MS;

export type { HarmBooks };

/** `books`: payments' deposits and game-wallet's rounds, handed in by app.ts (the job) and the back office. */
export async function scanHarmMarkers(db: Database, clock: Clock, books: HarmBooks): Promise<Record<HarmMarkerKind, number>> {
  const conf = await serverConfig(db, 'HarmConf');
  const now = clock.now();
  const created: Record<HarmMarkerKind, number> = { loss_chasing: 0, night_play: 0, limit_raises: 0, rapid_deposits: 0 };
  const markOf = async (marker: HarmMarkerKind, since: Date) => new Date(((await selectMark(db, marker)) ?? since).getTime() - LATE_COMMIT_MS);
  const record = async (marker: HarmMarkerKind, runs: PlayerRun[], detail: (run: PlayerRun) => Record<string, unknown>) => {
    for (const run of runs) {
      // The subject names what was seen last, so the same pattern is recorded once.
      const subject = `player:${run.playerId}:${run.items.at(-1) ?? now.toISOString()}`;
      const at = now;
      if (await db.transaction((tx) => recordMarker(tx, { playerId: run.playerId, marker, subject, detail: detail(run), at }))) created[marker] += 1;
    }
    await saveMark(db, marker, now);
  };

  const lc = conf.lossChasing;
  if (lc.enabled) {
    const since = new Date(now.getTime() - lc.windowDays * DAY_MS);
    const runs = await lossChasing(db, books, { mark: await markOf('loss_chasing', since), since, now, withinMinutes: lc.withinMinutes, lossPercent: lc.lossPercent, minCount: lc.minCount });
    await record('loss_chasing', runs, (run) => ({ deposits: run.count, orderNos: run.items, lost: run.detail['lost'], withinMinutes: lc.withinMinutes, lossPercent: lc.lossPercent, windowDays: lc.windowDays }));
  }
  const rd = conf.rapidDeposits;
  if (rd.enabled) {
    const since = new Date(now.getTime() - rd.windowMinutes * MINUTE_MS);
    const runs = await rapidDeposits(db, books, { mark: await markOf('rapid_deposits', since), now, windowMinutes: rd.windowMinutes, minDeposits: rd.minDeposits, lossPercent: rd.lossPercent });
    await record('rapid_deposits', runs, (run) => ({ deposits: run.count, orderNos: run.items, deposited: run.detail['deposited'], lost: run.detail['lost'], windowMinutes: rd.windowMinutes }));
  }
  const np = conf.nightPlay;
  if (np.enabled) {
    const since = new Date(now.getTime() - np.windowDays * DAY_MS);
    const runs = await nightPlay(db, books, { mark: await markOf('night_play', since), since, now, minRounds: np.minRounds, minSharePercent: np.minSharePercent });
    await record('night_play', runs, (run) => {
      const { rounds, stakes, nightStakes } = run.detail as { rounds: number; stakes: number; nightStakes: number };
      return { rounds, stakes, nightStakes, nightSharePercent: Math.floor((nightStakes * 100) / stakes), windowDays: np.windowDays };
    });
  }
  const lr = conf.limitRaises;
  if (lr.enabled) {
    const since = new Date(now.getTime() - lr.windowDays * DAY_MS);
    const runs = await selectLimitRaises(db, { mark: await markOf('limit_raises', since), since, now, minCount: lr.minCount });
    await record('limit_raises', runs, (run) => ({ requests: run.count, changes: run.items, windowDays: lr.windowDays }));
  }
  return created;
}

const iso = (at: Date) => new Date(at).toISOString();

function view(row: InteractionRow): CustomerInteraction {
  return {
    ...row,
    openedAt: iso(row.openedAt),
    updatedAt: iso(row.updatedAt),
    markers: row.markers.map((m) => ({ ...m, seenAt: iso(new Date(m.seenAt)) })),
  };
}

export async function interactionsPage(db: Queryable, q: { state?: InteractionState | undefined; playerId?: number | undefined; cursor?: string | undefined; limit: number }) {
  const rows = await selectInteractions(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], view);
}

/** open → contacted | closed; contacted → contacted (a further note) | closed. Closed is final. */
const ALLOWED: Record<InteractionState, readonly InteractionState[]> = { open: ['contacted', 'closed'], contacted: ['contacted', 'closed'], closed: [] };

export async function moveInteraction(
  db: Database,
  clock: Clock,
  id: number,
  change: { state: 'contacted' | 'closed'; note: string },
  by: { operatorId: number; ip: string },
): Promise<CustomerInteraction> {
  return db.transaction(async (tx) => {
    const current = await selectInteraction(tx, id, true);
    if (!current) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/harm/interactions/${id}` });
    if (!ALLOWED[current.state].includes(change.state)) {
      throw new AppError(ErrorCode.interactionTransition, undefined, 200, { from: current.state, to: change.state });
    }
    await updateInteraction(tx, id, { from: current.state, to: change.state, note: change.note, operatorId: by.operatorId, at: clock.now() });
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'harm.interaction',
      target: `player:${current.playerId}`,
      detail: { interaction: id, before: { state: current.state }, after: { state: change.state }, note: change.note },
      ip: by.ip,
    });
    return view((await selectInteraction(tx, id))!);
  });
}
