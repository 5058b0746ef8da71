import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the main process; Playwright's workers load this file again and inherit these.
process.env.E2E_PORT ??= String(8100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'khel-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;

// Operators: the money journey approves a withdrawal and a second operator pays it (maker-checker);
// the console journeys log in as an admin and two finance operators. Operators are created only by
// the CLI, and PGlite allows one process at a time, so the CLI runs here, before the web server
// starts (globalSetup would run after it). Once, in the main process; workers inherit the secrets
// (E2E_OPERATORS: {username: {role, password, secret}}).
if (process.env.E2E_OPERATORS === undefined) {
  const operators: Record<string, { role: string; password: string; secret: string }> = {};
  for (const [username, role] of [['e2e_finance', 'finance'], ['e2e_payer', 'finance'], ['e2e_admin', 'admin'], ['e2e_admin2', 'admin']] as const) {
    const password = `e2e-${Math.random().toString(36).slice(2)}-pass`;
    const output = execFileSync(process.execPath, [join(import.meta.dirname, '../apps/server/src/cli/operator.ts'), 'create', '--username', username, '--role', role], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', KHEL_OPERATOR_PASSWORD: password },
    });
    operators[username] = { role, password, secret: /TOTP secret \(shown once\): (\S+)/.exec(output)?.[1] ?? '' };
  }
  process.env.E2E_OPERATORS = JSON.stringify(operators);
}

/** Specs that change operator config or read what every journey writes (reports, the ticker, payouts). */
const BACK_OFFICE = [
  /admin-console-tools\.spec\.ts/,
  /admin-console\.spec\.ts/,
  /config-four-eyes\.spec\.ts/,
  /valid-bet-rules\.spec\.ts/,
  /win-ticker\.spec\.ts/,
  /money-journey\.spec\.ts/,
  /sportsbook-desk\.spec\.ts/,
];

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Limits guard against a hang, never measure speed (bench/ does): on CI's two cores, busy with
  // three browsers, a page can take seconds. One limit for every journey (the crash journeys and
  // the axe pages set longer ones).
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two journeys at a time, beside the back-office run: three browsers keep CI's two cores busy
  // (Chromium paints in software; four browsers saturated them and pages missed their limits). The
  // back-office specs run one at a time and never on the same database as the journeys: they
  // change operator config, sum today's reports and read lists every player writes to.
  // scripts/test-e2e.mjs runs the two projects at once, each with a server of its own; run here
  // together, the dependency keeps the back-office specs until the journeys are done.
  workers: 2,
  projects: [
    // Each its own results folder: a run empties the folders of the projects it runs.
    { name: 'journeys', testIgnore: BACK_OFFICE, outputDir: './artifacts/results/journeys' },
    { name: 'back-office', testMatch: BACK_OFFICE, workers: 1, dependencies: ['journeys'], outputDir: './artifacts/results/back-office' },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['iPhone 13'],
    // Chromium (not WebKit) at the phone size the product is designed for.
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel: the phone's 3 would make software-rendered Chromium paint and
    // encode nine times the pixels for every frame and screenshot, and no test looks at sharpness.
    deviceScaleFactor: 1,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: actions, network and a DOM snapshot per step. Without the
    // screencast: recording frames for every test cost a third of the suite's CPU (measured on
    // two specs: 151 CPU-s with it, 93–115 without), and the failure screenshots remain.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/src/server.ts',
    url: `http://127.0.0.1:${port}/health`,
    // Building nothing, but migrating and seeding a fresh embedded database on a busy machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test signs up from 127.0.0.1; the suite needs more than the default 10 an hour.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SIGNUPS_PER_IP_PER_HOUR: '1000' },
  },
});
