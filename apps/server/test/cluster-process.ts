// The production start (src/cluster.ts: a primary and its workers) as a real process tree on a
// free port, for the tests of the production start and bench:provider's processes phase. Workers
// inherit the primary's output, so one stream holds every process's JSON log lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** One pino-shaped log line: the primary's carry role 'primary'. */
export interface LogLine {
  pid: number;
  msg: string;
  [field: string]: unknown;
}

export interface ClusterProcess {
  child: ChildProcess;
  baseUrl: string;
  lines: LogLine[];
  /** Everything it printed, for failure messages. */
  output(): string;
  /** How many workers have said they are ready so far (restarts included). */
  readyCount(): number;
  /** Resolves with the first line (already seen or to come) that matches. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM, then the primary's exit code. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts `command` (by default the production start) from the repository root with `env` on a free
 * port; resolves once `workers` workers have said they are ready.
 */
export async function startCluster(options: {
  env: Record<string, string>;
  workers: number;
  command?: string[];
  readyTimeoutMs?: number;
}): Promise<ClusterProcess> {
  const port = await freePort();
  const [program, ...args] = options.command ?? ['node', 'apps/server/src/cluster.ts'];
  const child = spawn(program === 'node' ? process.execPath : program!, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent', ...options.env, PORT: String(port), WEB_CONCURRENCY: String(options.workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let pending = '';
  const lines: LogLine[] = [];
  const waiters = new Set<{ match: (line: LogLine) => boolean; done: (line: LogLine) => void }>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const raw of complete) {
      if (!raw.startsWith('{')) continue;
      const line = JSON.parse(raw) as LogLine;
      lines.push(line);
      for (const waiter of waiters) if (waiter.match(line)) waiter.done(line);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const readyCount = () => text.match(/Khel is ready at/g)?.length ?? 0;

  const cluster: ClusterProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    lines,
    output: () => text,
    readyCount,
    waitFor(match, timeoutMs = 60_000) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((done, fail) => {
        const waiter = {
          match,
          done: (line: LogLine) => {
            waiters.delete(waiter);
            clearTimeout(timer);
            done(line);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(new Error(`no matching log line within ${timeoutMs} ms:\n${text.slice(-4000)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (readyCount() < options.workers) {
    if (child.exitCode !== null) throw new Error(`the production start exited with ${child.exitCode} before its workers were ready:\n${text}`);
    if (Date.now() > deadline) {
      await cluster.stop();
      throw new Error(`${readyCount()} of ${options.workers} workers ready in time:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return cluster;
}

/** GET on a connection of its own (no keep-alive): the cluster hands each connection to the next worker. */
export function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}
