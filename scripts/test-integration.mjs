// The server integration suite on the embedded database (PGlite) and, when TEST_DATABASE_URL is
// set, on PostgreSQL. `embedded` or `postgres` as the first argument runs one of them (npm test
// runs one after the other: each keeps both cores busy); without one both run side by side. Further arguments go to vitest (e.g. a file filter).
import { availableParallelism } from 'node:os';
import { runSideBySide } from './side-by-side.mjs';

const [first, ...rest] = process.argv.slice(2);
const only = first === 'embedded' || first === 'postgres' ? first : null;
const filters = only ? rest : process.argv.slice(2);
// One worker per core (at least two): the suite is CPU-bound, unlike the unit tests (vitest.config.ts).
// Every file has its own database, so files run side by side safely.
const workers = String(Math.max(2, availableParallelism()));
const vitest = (label, env) => ({ label: `integration tests on ${label}`, command: 'vitest', args: ['run', '--project', 'integration', '--maxWorkers', workers, ...filters], env });

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const runs = [];
if (only !== 'postgres') runs.push(vitest('PGlite (embedded)', withoutPostgres));
if (only !== 'embedded') {
  if (TEST_DATABASE_URL) runs.push(vitest('PostgreSQL', process.env));
  else console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
}
process.exit(runs.length === 0 || (await runSideBySide(runs)) ? 0 : 1);
