// The back-office console at 1440×900, logged in as an operator the way one would:
// password and the authenticator's current code.
import { expect, type Browser, type Page } from '@playwright/test';
import { nextTotpStep } from './operator.ts';

export interface ConsoleLogin {
  username: string;
  password: string;
  code: () => string;
}

/** A desktop page of its own, theme chosen before the first paint. */
export async function consolePage(browser: Browser, baseURL: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, acceptDownloads: true });
  await context.addInitScript((mode) => localStorage.setItem('khel-admin-theme', mode), theme);
  return context.newPage();
}

/** Logs in on the console's sign-in screen; a code already used in this 30 s step waits for the next. */
export async function consoleLogin(page: Page, who: ConsoleLogin): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Khel back-office' })).toBeVisible();
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('Authenticator code').fill(who.code());
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.getByTestId('operator-name').waitFor().then(() => 'in' as const),
      page.getByText(/Wrong username, password or code/).waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'in') break;
    await nextTotpStep(); // this operator's code was used in this 30 s step already
  }
  await expect(page.getByTestId('operator-name')).toHaveText(who.username);
}

/**
 * Picks an option of an antd Select by its label and waits until the select shows it: a click that
 * lands while the dropdown opens or closes must not pass silently and fail a later, unrelated step.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label);
  const shown = page.locator('.ant-select').filter({ has: select });
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(shown).toContainText(option, { timeout: 3_000 });
    // Tries for as long as a loaded CI machine may need (a click alone took over 2 s there).
  }).toPass({ timeout: 45_000 });
}
