// The business day is Asia/Karachi (DESIGN "Server / clock"); daily flags roll over there, not in
// the phone's own time zone.
const karachiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the instant in Asia/Karachi. */
export function karachiDate(epochMs: number): string {
  return karachiDay.format(new Date(epochMs));
}

export function isNewKarachiDay(previousEpochMs: number | null, nowMs: number): boolean {
  if (previousEpochMs === null || !Number.isFinite(previousEpochMs)) return true;
  return karachiDate(previousEpochMs) !== karachiDate(nowMs);
}
