// The server integration suite on the embedded database (PGlite) and, when TEST_DATABASE_URL is
// set, the same suite on PostgreSQL at the same time: the PGlite run keeps the CPU busy with WASM
// while the PostgreSQL run waits on its server and on the processes its tests start. Extra
// arguments go to vitest (e.g. a file filter).
import { runSideBySide } from './side-by-side.mjs';

const vitest = (label, env) => ({ label: `integration tests on ${label}`, command: 'vitest', args: ['run', '--project', 'integration', ...process.argv.slice(2)], env });

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const runs = [vitest('PGlite (embedded)', withoutPostgres)];
if (TEST_DATABASE_URL) runs.push(vitest('PostgreSQL', process.env));
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
process.exit((await runSideBySide(runs)) ? 0 : 1);
