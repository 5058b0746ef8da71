// Steps several browser journeys share.
import { expect, type Page } from '@playwright/test';

/** Signs a new player up through the auth popup and lands on home with ₨0.00. */
export async function register(page: Page, prefix: string): Promise<void> {
  const account = `${prefix}${Date.now().toString(36).slice(-7)}`.slice(0, 11);
  const phone = `3${String(Date.now()).slice(-9)}`;
  const userBar = page.getByRole('region', { name: 'Player shortcuts' });
  await userBar.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('balance')).toHaveText('₨0.00');
}
