// The process's Prometheus metrics. Every module records into this one registry; the endpoint that
// serves it is metrics-endpoint.ts (docs/operations/observability.md lists every metric). Labels
// carry names (routes, jobs, states), never player data, so a scrape can leak nothing personal.
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

// Request latency by route pattern (never the raw URL: ids in paths and unknown paths would make
// a series each) and status class, so a slow or failing route shows without personal data.
export const httpSeconds = new Histogram({
  name: 'khel_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status class (2xx..5xx)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [metricsRegistry],
});

// The money path's group commit (group-commit.ts): how many callbacks leave together, and how long
// one batch's statement and commit take. Batches of 1 under load mean the queue is not filling.
export const groupCommitBatchSize = new Histogram({
  name: 'khel_group_commit_batch_size',
  help: 'Work items (provider callbacks) in one group-commit batch',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128],
  registers: [metricsRegistry],
});

export const groupCommitSeconds = new Histogram({
  name: 'khel_group_commit_duration_seconds',
  help: 'One group-commit batch from its start to its commit (or failure)',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [metricsRegistry],
});
