// A PostgreSQL cluster of a test's own (initdb in a temp dir, a free port, fsync off) that the test
// may restart or stop at will, removed afterwards. Needs the server binaries (initdb, pg_ctl under
// /usr/lib/postgresql/*/bin, as .ci/run installs them); initdb refuses to run as root, so as root
// they run as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The directory holding initdb and pg_ctl, or why there is none. */
export function findPostgresBinaries(): { dir: string } | { missing: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => join(root, v, 'bin')).find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
  if (!dir) return { missing: `no initdb/pg_ctl under ${root}/*/bin (install the postgresql package)` };
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return { missing: 'running as root and there is no `postgres` user to run initdb as' };
    }
  }
  return { dir };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ThrowawayPostgres {
  /** postgres://khel@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl restart -m fast`: every session is told to end (57P01), then the cluster starts again. */
  restart(): Promise<void>;
  /** Stops the cluster (immediately) and deletes its directory; safe to call twice. */
  dispose(): Promise<void>;
}

export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'khel-throwaway-pg-'));
  if (asRoot) {
    const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir, command), ...args]) : run(join(binDir, command), args);
  const data = join(dir, 'data');
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', ...args]);
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await as('initdb', ['-D', data, '-U', 'khel', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    await pgCtl('-o', options, 'start');
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    url: `postgres://khel@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl('-m', 'fast', '-o', options, 'restart');
    },
    dispose,
  };
}
