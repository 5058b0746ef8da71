// The one list of background jobs and its test-only period setting, as an operator meets them: a
// production server refuses JOB_PERIOD_MS_FOR_TESTS, and the list names each job once, with only
// the play outbox drain, the shared crash round's tick and the sports feed's turn in every process.
import { describe, expect, it } from 'vitest';
import { backgroundJobs, testJobPeriodMs, type JobWork } from './background-jobs.ts';

const work = async () => 0;
const everything: JobWork = {
  pruneRateLimits: work,
  sweepDeposits: work,
  expireWithdrawals: work,
  gameWallet: { drainPlayOutbox: work, transferWallet: { reconcile: work, sweepIdle: work, compareBooks: work } },
  crashTableTick: work,
  recoverInhouseRounds: work,
  recoverDemoRounds: work,
  amlScan: work,
  harmScan: work,
  warmReportDays: work,
  deleteExpiredChatImages: work,
  sportsFeed: work,
  sportsSettlementSweep: work,
};

describe('background jobs', () => {
  it('lists each job once; only the play outbox drain, the crash tick and the sports feed run in every process', () => {
    const jobs = backgroundJobs(everything);
    expect(new Set(jobs.map((job) => job.name)).size).toBe(jobs.length);
    expect(jobs).toHaveLength(16);
    expect(jobs.filter((job) => job.scope === 'process').map((job) => job.name)).toEqual(['game-play-outbox', 'inhouse-crash-table', 'sportsbook-feed']);
    expect(jobs.filter((job) => job.atStart).map((job) => job.name).sort()).toEqual(['inhouse-round-recovery', 'report-day-cache']);
  });

  it('leaves out the 9WICKETS and demo-vendor jobs when those do not run', () => {
    const names = backgroundJobs({ ...everything, gameWallet: { drainPlayOutbox: work, transferWallet: null }, recoverDemoRounds: null }).map((job) => job.name);
    expect(names).toHaveLength(12);
    expect(names.some((name) => name.startsWith('game-transfer') || name.startsWith('demo'))).toBe(false);
  });

  it('takes the test period outside production only', () => {
    expect(testJobPeriodMs({ env: 'development' }, {})).toBeNull();
    expect(testJobPeriodMs({ env: 'development' }, { JOB_PERIOD_MS_FOR_TESTS: '2000' })).toBe(2_000);
    expect(() => testJobPeriodMs({ env: 'production' }, { JOB_PERIOD_MS_FOR_TESTS: '2000' })).toThrow('refused in production');
    expect(() => testJobPeriodMs({ env: 'development' }, { JOB_PERIOD_MS_FOR_TESTS: '5' })).toThrow('at least 1000');
  });
});
