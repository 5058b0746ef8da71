// playerUpload2 (docs/requirements/accounts.md#9-device-and-telemetry): the app's click counters, added to anonymous per-day totals
// (Asia/Karachi business day). The payload's vip, gold, playerId and device fields are not stored: the totals
// answer "what do players tap" without tracking anyone.
import type { ClickCounts } from '@khel/contracts/endpoints/telemetry';
import { businessDay } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { addClickCounts, selectClickCounts } from './telemetry.repository.ts';

export async function recordClicks(db: Queryable, counts: ClickCounts, at: Date): Promise<void> {
  const rows = Object.entries(counts).flatMap(([target, count]) => (count === undefined ? [] : [{ target, count }]));
  await addClickCounts(db, businessDay(at), rows);
}

/** A day's totals by element (operators' reports and tests). */
export async function clickTotals(db: Queryable, day: string): Promise<Record<string, number>> {
  return selectClickCounts(db, day);
}
