// Steps several browser journeys share.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Marks today's automatic home popups (docs/requirements/promotions.md#7-home-popups: first deposit, agency, daily first deposit, the
 * daily sign-in, the banner carousel) as already seen on this device, as a player who dismissed
 * them would have. Journeys about something else call it while the login's congratulation is still
 * open (login resets the daily flags; the home sequence reads each one when its turn comes).
 */
export async function skipHomePopupsToday(page: Page): Promise<void> {
  await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    for (const flag of ['firstDepositPopup', 'agencyPopup', 'dailyFirstDeposit']) localStorage.setItem(flag, '1');
    localStorage.setItem('signInPopupDate', today);
    localStorage.setItem('bannerPopupDate', today);
  });
}

/**
 * A new player is offered limits once the welcome closes: journeys about something else
 * skip it, as a player may (it is offered once per player on the device).
 */
export async function skipLimitsOffer(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'Set your limits' });
  await offer.getByRole('button', { name: 'Skip' }).click();
  await expect(offer).toBeHidden();
}

/**
 * Signs a new player up through the auth popup and lands on home with ₨0.00. The home popups that
 * follow a login are skipped unless `homePopups: 'show'` (the mailbox journey checks them).
 */
// Two workers sign up at once: the worker's index keeps their accounts and phones apart.
const worker = process.env.TEST_PARALLEL_INDEX ?? '0';

/** An account name no other sign-up of this run uses (at most 11 characters). */
export const uniqueAccount = (prefix: string) => `${prefix}${worker}${Date.now().toString(36).slice(-6)}`.slice(0, 11);

/** A +92 mobile number (3xxxxxxxxx) no other sign-up of this run uses. */
export const uniquePhone = () => `3${worker}${String(Date.now()).slice(-8)}`;

export async function register(page: Page, prefix: string, options: { homePopups?: 'skip' | 'show' } = {}): Promise<{ account: string; phone: string }> {
  const account = uniqueAccount(prefix);
  const phone = uniquePhone();
  const userBar = page.getByRole('region', { name: 'Player shortcuts' });
  await userBar.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeVisible();
  if (options.homePopups !== 'show') await skipHomePopupsToday(page);
  await proceed.click();
  await skipLimitsOffer(page);
  await expect(page.getByTestId('balance')).toHaveText('₨0.00');
  return { account, phone };
}

/**
 * On the sandbox gateway's page (the app sends the payer there): Approve, back to Khel, wait for
 * the pay page to say the payment arrived, and back to home.
 */
export async function approveOnSandbox(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Back to Khel' }).click();
  await page.waitForURL(/\/PaymentPage\?orderId=/);
  await expect(page.getByTestId('order-state')).toHaveText(/Payment received/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to home' }).click();
}

/** In the open Withdraw panel: binds Sara Ahmed's Easypaisa account (CNIC 4210112345672). */
export async function bindWithdrawalAccount(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: '+ Add withdrawal account' }).click();
  await panel.getByLabel('Full name').fill('Sara Ahmed');
  await panel.getByLabel('Account number').fill('03111234567');
  await panel.getByLabel('Payment type').selectOption('Easypaisa');
  await panel.getByLabel('ID number (CNIC)').fill('4210112345672');
  await panel.getByRole('button', { name: 'Save' }).click();
}
