// Browser end-to-end suite: Playwright drives Debian's Chromium (a browser that a test tool
// downloads itself cannot be fetched here) against the production build on a fresh embedded
// database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runSideBySide } from './side-by-side.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${CHROMIUM}). Install Debian's package, then run npm test again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core fonts-wqy-microhei\n' +
        'or point CHROMIUM_PATH at another Chromium binary.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core', 'fonts-wqy-microhei']],
  ];
  for (const [command, args] of steps) {
    if (spawnSync(command, args, { stdio: 'inherit', env }).status !== 0) {
      console.error('Installing chromium failed; see the apt output above.');
      process.exit(1);
    }
  }
}

ensureChromium();
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The journeys and the back-office specs at the same time, each on a server and database of its
// own (e2e/playwright.config.ts says why the back-office specs must not share one with the
// journeys): two runs rather than the config's project dependency, which would make them wait for
// the journeys and skip them all when one journey fails. From e2e/, so the screenshots the tests
// save land in e2e/artifacts/ (git-ignored).
const base = 8100 + Math.floor(Math.random() * 800);
const ok = await runSideBySide(
  ['journeys', 'back-office'].map((project, index) => ({
    label: `browser suite: ${project}`,
    command: 'playwright',
    args: ['test', '--config', 'playwright.config.ts', '--project', project, '--no-deps'],
    cwd: 'e2e',
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM, E2E_PORT: String(base + index) },
  })),
);
process.exit(ok ? 0 : 1);
