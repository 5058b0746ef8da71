// Temporary (not committed): registers a player, then screenshots pages at 390x844.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:8099';
const theme = process.env.THEME ?? 'light';
const locale = process.env.LOCALE ?? 'en';
mkdirSync('/tmp/look', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.goto(base + '/');
const account = `lk${Date.now().toString(36).slice(-7)}`;
const phone = `3${String(Date.now()).slice(-9)}`;
await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Register' }).click();
await page.getByLabel('Account', { exact: true }).fill(account);
await page.getByLabel('Phone', { exact: true }).fill(phone);
await page.getByLabel('Password', { exact: true }).fill('secret12');
await page.getByLabel('Confirm password').fill('secret12');
await page.getByRole('checkbox', { name: /18 or older/ }).check();
await page.getByRole('button', { name: 'Sign Up' }).click();
await page.getByRole('button', { name: 'Continue' }).waitFor();
await page.evaluate(([t, l]) => {
  const now = new Date(); const pad = (n) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  for (const flag of ['firstDepositPopup', 'agencyPopup', 'dailyFirstDeposit']) localStorage.setItem(flag, '1');
  localStorage.setItem('signInPopupDate', today); localStorage.setItem('bannerPopupDate', today);
  localStorage.setItem('themeMode', t); localStorage.setItem('locale', l);
}, [theme, locale]);
await page.getByRole('button', { name: 'Continue' }).click();
for (const arg of process.argv.slice(2)) {
  const [name, path] = arg.split('=');
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(900);
  const file = `/tmp/look/${name}-${theme}-${locale}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
