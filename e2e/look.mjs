// Screenshot helper: BASE=http://127.0.0.1:PORT THEME=light|dark LOCALE=en|ur|zh node look.mjs name=/path [name2=/path2 ...]
// Copy into <worktree>/e2e/ and run from there. Writes /tmp/look/<name>-<theme>-<locale>.png at 390x844.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const theme = process.env.THEME ?? 'light';
const locale = process.env.LOCALE ?? 'en';
mkdirSync('/tmp/look', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.goto(base + '/');
await page.evaluate(([t, l]) => { localStorage.setItem('themeMode', t); localStorage.setItem('locale', l); }, [theme, locale]);
for (const arg of process.argv.slice(2)) {
  const [name, path] = arg.split('=');
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const file = `/tmp/look/${name}-${theme}-${locale}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
