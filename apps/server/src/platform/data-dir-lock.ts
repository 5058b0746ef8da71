// PGlite keeps the embedded database in one directory that only one process may open: a second
// process (the operator CLI, ledger:check, a second server) writing the same files while the
// server runs corrupts what the server sees (seen in testing: the next operator login answered HTTP 500).
// Whoever opens DATA_DIR's database first holds DATA_DIR/pglite.lock (its pid and host); the
// others are refused with a message that says who holds it. A lock left by a process that no longer
// runs (kill -9, a crash) is taken over. PostgreSQL (DATABASE_URL) needs none of this.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'pglite.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
  command: string;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  readonly holder: Holder;
  constructor(dataDir: string, holder: Holder) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${holder.pid} on ${holder.host}, ${holder.command}, since ${holder.since}). ` +
        'Only one process may open it: stop the server first (then run this again), or use PostgreSQL (DATABASE_URL), where the server and the CLI can run together. ' +
        `If that process is gone for sure, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.holder = holder;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host, since: String(parsed.since ?? '?'), command: String(parsed.command ?? '?') }
      : null;
  } catch {
    return null; // gone meanwhile, or half-written by a process killed while writing it
  }
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirInUseError. Returns the release
 * function (also run when the process exits normally).
 */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(' ')): () => void {
  const path = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx'); // atomic: exactly one process creates it
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      // Another host's pid cannot be checked from here: refuse rather than guess.
      if (holder && (holder.host !== me.host || (holder.pid !== process.pid && running(holder.pid)))) throw new DataDirInUseError(dataDir, holder);
      rmSync(path, { force: true }); // stale: its process is gone
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`could not take ${path}`);
}
