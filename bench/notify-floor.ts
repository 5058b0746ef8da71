// The floor the live benchmarks measure against: a bare NOTIFY sent on one PostgreSQL connection and
// received by another LISTENing, `count` times at `rate` a second.
import pg from 'pg';
import { latencySummary, type Latencies } from './load.ts';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function notifyRoundTrip(url: string, count: number, rate: number, channel: string): Promise<Latencies> {
  const listener = new pg.Client({ connectionString: url });
  const notifier = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), notifier.connect()]);
  const sentAt: number[] = [];
  const took: number[] = [];
  listener.on('notification', (message) => took.push(now() - sentAt[Number(message.payload)]!));
  await listener.query(`LISTEN ${channel}`);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1_000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt[i] = now();
    await notifier.query('SELECT pg_notify($1, $2)', [channel, String(i)]);
  }
  await sleep(500);
  await Promise.all([listener.end(), notifier.end()]);
  return latencySummary(took);
}
