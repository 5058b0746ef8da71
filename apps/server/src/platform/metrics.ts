// The process's Prometheus metrics. Every module records into this one registry; the endpoint that
// serves it is registered by the platform (see docs/operations/metrics.md). Labels carry names
// (routes, jobs, states), never player data, so a scrape can leak nothing personal.
import { Counter, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

export const jobRuns = new Counter({
  name: 'khel_job_runs_total',
  help: 'Background job runs by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobSeconds = new Histogram({
  name: 'khel_job_duration_seconds',
  help: 'How long one run of a background job took',
  labelNames: ['job'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 2, 10, 60],
  registers: [metricsRegistry],
});
