// The server integration suite on the embedded database (PGlite), then, when TEST_DATABASE_URL
// is set, the same suite again on PostgreSQL. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n▶ integration tests on ${label}`);
  const result = spawnSync('vitest', ['run', '--project', 'integration', ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run('PGlite (embedded)', withoutPostgres);
if (TEST_DATABASE_URL) run('PostgreSQL', process.env);
else console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run (.ci/run sets it).');
