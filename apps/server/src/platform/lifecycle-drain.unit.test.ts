// The order of a graceful stop: a background job's run under way when SIGTERM lands must still
// reach this server's own routes (in-house settlements call the server's hooks over HTTP), so the
// jobs finish before the listener closes. A real Fastify app on a real port and the real
// in-process runner; the job's call is held until the stop has begun.
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { InProcessJobRunner } from './job-runner-in-process.ts';
import { drain } from './lifecycle-drain.ts';
import { Lifecycle } from './lifecycle.ts';

it("a job's call to its own server during the stop is answered, then the process exits 0", async () => {
  const app = Fastify();
  app.decorate('lifecycle', new Lifecycle());
  app.get('/own-hook', async () => ({ settled: true }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let running!: () => void;
  const started = new Promise<void>((resolve) => (running = resolve));
  const answers: (number | string)[] = [];
  const jobs = new InProcessJobRunner(app.log, { timersOn: true });
  jobs.add({
    name: 'settle-through-own-hook',
    everyMs: 60_000,
    scope: 'process',
    atStart: true,
    run: async () => {
      running();
      await released;
      const reply = await fetch(`${base}/own-hook`).catch((error: unknown) => String(error));
      answers.push(typeof reply === 'string' ? reply : reply.status);
    },
  });
  // As app.ts: the jobs start once the server listens and stop when it closes.
  app.addHook('onListen', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop(5_000));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  await started;

  const exits: number[] = [];
  const stopping = drain(app, 'SIGTERM', { graceMs: 5_000, beforeClose: () => jobs.stop(5_000), afterClose: async () => {}, exit: (code) => exits.push(code) });
  expect(app.lifecycle.phase).toBe('draining');
  setTimeout(release, 100);
  await stopping;

  expect(answers).toEqual([200]);
  expect(exits).toEqual([0]);
  // And then the listener is closed.
  await expect(fetch(`${base}/own-hook`)).rejects.toThrow();
});
