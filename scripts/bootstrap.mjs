#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh clone. It runs under whatever Node the
// machine has (any >= 18), so it is plain JavaScript: it installs the workspace when needed,
// then hands over to `npm run <script>`, whose PATH puts the pinned Node 24 from
// node_modules/.bin first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <npm script>');
  process.exit(2);
}

function installIsCurrent() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const pinnedNode = join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(marker) || !existsSync(pinnedNode)) return false;
  if (!existsSync(lock)) return true;
  return statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  return result.status ?? 1;
}

if (!installIsCurrent()) {
  // `npm install --no-save` installs exactly what package-lock.json pins, like `npm ci`, but
  // tolerates optional platform packages the registry does not serve (unrs-resolver's Android
  // and Windows builds are missing from the registry these machines reach; `npm ci` refuses).
  console.log('Installing dependencies…');
  const status = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error']);
  if (status !== 0) {
    console.error('Installing dependencies failed; see the npm output above.');
    process.exit(status);
  }
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
if (!pkg.scripts?.[script]) {
  console.error(`No npm script named "${script}".`);
  process.exit(2);
}
process.exit(run('npm', ['run', '--silent', script]));
