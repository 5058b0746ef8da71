const karachiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** An ISO instant as Asia/Karachi wall time (dd/mm/yyyy, hh:mm:ss). */
export function formatKarachiTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : karachiTime.format(date);
}
