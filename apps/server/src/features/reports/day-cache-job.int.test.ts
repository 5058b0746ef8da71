// The day-cache job (README "Day cache"): the day that ended is computed into report_day_cache in
// the background, so the operator's first report call of the day reads it instead of computing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { fund } from '../../../test/wallet.ts';
import { REPORT_DAY_CACHE_JOB } from './reports.service.ts';

let t: TestApp;
let finance: AdminClient;
let inviter: SignedUp;
let invited: SignedUp;
let yesterday: string;

beforeAll(async () => {
  t = await createTestApp();
  // As reports.int.test.ts: the app's clock at the real time (ledger rows carry the database's), a
  // quarter hour ahead just after Karachi midnight so that yesterday is final.
  const real = new Date();
  const QUARTER_HOUR = 15 * 60_000;
  t.clock.set(real.getTime() - businessDayStart(businessDay(real)).getTime() < QUARTER_HOUR ? new Date(real.getTime() + QUARTER_HOUR) : real);
  yesterday = addBusinessDays(businessDay(t.clock.now()), -1);
  finance = await adminClient(t, 'finance');
  inviter = await signUp(t.app);
  invited = await signUp(t.app, { agentId: `KH${inviter.showId}` });
  await fund(t.db, invited.playerId, 100_000);
  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - 86_400_000));
  const { token } = await startProviderSession(t.db, t.clock, { playerId: invited.playerId, provider: 'inhouse', gameId: 'inhouse-dice' });
  expect((await t.app.gameProviders.inhouse.playRound({ token, playerId: invited.playerId, gameId: 'inhouse-dice', bet: 1_234, payout: 0 })).status).toBe('OK');
  t.clock.set(now);
});
afterAll(async () => t.close());

const cachedReports = async (day: string) =>
  (await t.db.query<{ report: string }>("SELECT report FROM report_day_cache WHERE day = $1::date ORDER BY report", [day])).map((row) => row.report);

describe('the day-cache job', () => {
  it('caches the day that ended for every report, so the first call of the day reads it', async () => {
    expect(await cachedReports(yesterday)).toEqual([]);
    await t.app.jobs.run(REPORT_DAY_CACHE_JOB);
    expect(await cachedReports(yesterday)).toEqual([
      'bonus:agent',
      'bonus:kind',
      'deposits:gateway',
      'play:agent',
      'play:day',
      'play:game',
      'play:provider',
      'players:day',
      'withdrawals:paid',
    ]);
    const [cached] = await t.db.query<{ rows: { key: string; label: string; a: number }[] }>(
      "SELECT rows FROM report_day_cache WHERE report = 'play:agent' AND day = $1::date",
      [yesterday],
    );
    expect(cached?.rows).toEqual([expect.objectContaining({ key: String(inviter.playerId), label: inviter.showId, count: 1, players: 1, a: 1_234, b: 0 })]);

    // The report reads the cached day (a marker written into the cache shows through), not the rounds.
    await t.db.query(
      `UPDATE report_day_cache SET rows = jsonb_set(rows, '{0,a}', '99999') WHERE report = 'play:agent' AND day = $1::date`,
      [yesterday],
    );
    const report = await finance.get(`/admin/api/reports/ggr?from=${yesterday}&to=${yesterday}&by=agent`);
    expect(report.json<{ rows: { key: string; stakes: number }[] }>().rows).toEqual([expect.objectContaining({ key: String(inviter.playerId), stakes: 99_999 })]);
  });

  it('a second run changes nothing (the cache keeps what it computed)', async () => {
    const before = await t.db.query('SELECT report, day, rows, computed_at FROM report_day_cache ORDER BY report, day');
    await t.app.jobs.run(REPORT_DAY_CACHE_JOB);
    expect(await t.db.query('SELECT report, day, rows, computed_at FROM report_day_cache ORDER BY report, day')).toEqual(before);
  });
});
