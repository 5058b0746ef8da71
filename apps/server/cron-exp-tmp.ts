import Fastify from 'fastify';
import pg from 'pg';
import { PgBossJobRunner } from '/work/wt/jobs/apps/server/src/platform/job-runner-pg-boss.ts';
const admin = new pg.Client('postgres://khel@127.0.0.1:55432/postgres'); await admin.connect();
await admin.query('drop database if exists jobscron with (force)'); await admin.query('create database jobscron'); await admin.end();
const url = 'postgres://khel@127.0.0.1:55432/jobscron';
const runs: string[] = [];
const runners = [0, 1].map((i) => {
  const r = new PgBossJobRunner({ connectionString: url, log: Fastify({ logger: { level: 'warn' } }).log });
  r.add({ name: 'minutely', everyMs: 60_000, scope: 'cluster', run: async () => { runs.push(`${i}@${new Date().toISOString()}`); } });
  return r;
});
await Promise.all(runners.map((r) => r.start()));
const t0 = Date.now();
await new Promise((d) => setTimeout(d, 185_000));
await Promise.all(runners.map((r) => r.stop(2000)));
console.log('watched', Math.round((Date.now() - t0) / 1000), 's; runs:', JSON.stringify(runs));
