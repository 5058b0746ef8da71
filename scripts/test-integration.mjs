// The server integration suite on the embedded database (PGlite) and, when TEST_DATABASE_URL is
// set, on PostgreSQL. `embedded` or `postgres` as the first argument runs one of them (npm test
// runs the embedded one first, then the PostgreSQL one beside the browser suite); without one both
// run side by side. Further arguments go to vitest (e.g. a file filter).
import { runSideBySide } from './side-by-side.mjs';

const [first, ...rest] = process.argv.slice(2);
const only = first === 'embedded' || first === 'postgres' ? first : null;
const filters = only ? rest : process.argv.slice(2);
const vitest = (label, env) => ({ label: `integration tests on ${label}`, command: 'vitest', args: ['run', '--project', 'integration', ...filters], env });

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const runs = [];
if (only !== 'postgres') runs.push(vitest('PGlite (embedded)', withoutPostgres));
if (only !== 'embedded') {
  if (TEST_DATABASE_URL) runs.push(vitest('PostgreSQL', process.env));
  else console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
}
process.exit(runs.length === 0 || (await runSideBySide(runs)) ? 0 : 1);
