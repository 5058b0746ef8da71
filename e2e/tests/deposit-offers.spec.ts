// Deposit offers on the real server (fresh embedded database, sandbox gateway, real clock): a new
// player sees the five first-deposit tiers not reached, deposits ₨500 through the sandbox from the
// /FirstCharge page's Deposit button, claims tier 1 (5% = ₨25.00) and gets 'Amount received'; then
// spins the recharge wheel on /pxx. Screenshots of /FirstCharge and /pxx in light, dark and Urdu.
import { expect, test } from '../support/test.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';


test('first deposit: deposit ₨500 from /FirstCharge, claim tier 1 (₨25.00), then spin on /pxx', async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
  await register(page, 'fc');

  await page.goto('/FirstCharge');
  await expect(page.getByRole('heading', { name: 'First deposit bonus', level: 2 })).toBeVisible();
  for (const id of [1, 2, 3, 4, 5]) await expect(page.getByTestId(`tier-${id}`)).toContainText('Not reached');
  await snap(page, 'deposit-offers-01-first-charge-before');

  // The page's Deposit button opens the wallet on the Deposit tab.
  await page.getByRole('button', { name: 'Deposit', exact: true }).first().click();
  const panel = page.getByRole('dialog', { name: 'Deposit' });
  await expect(panel.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('radio', { name: 'Jazzcash' }).click();
  await panel.getByRole('radio', { name: /^₨500, bonus \+25$/ }).click();
  await panel.getByLabel('Wallet phone number').fill('03001234567');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Back to Khel' }).click();
  await page.waitForURL(/\/PaymentPage\?orderId=/);
  await expect(page.getByTestId('order-state')).toHaveText(/Payment received/, { timeout: 20_000 });

  await page.goto('/FirstCharge');
  const tier1 = page.getByTestId('tier-1');
  await expect(page.getByTestId('first-deposit')).toHaveText('₨500.00');
  await expect(page.getByTestId('tier-1-reward')).toHaveText('₨25.00');
  await expect(page.getByTestId('tier-2')).toContainText('Valid bets ×18: ₨9,000.00');
  await snap(page, 'deposit-offers-02-first-charge-claimable-light');
  await tier1.getByRole('button', { name: 'Claim' }).click();
  const received = page.getByRole('dialog', { name: 'Amount received' });
  await expect(received.getByTestId('received-amount')).toHaveText('₨25.00');
  await snap(page, 'deposit-offers-03-amount-received');
  await received.getByRole('button', { name: 'OK' }).click();
  await expect(tier1).toContainText('Claimed');
  await snap(page, 'deposit-offers-04-first-charge-claimed-light');

  // The recharge spin: ₨500 today ≥ ₨200, one spin; the wheel turns, then the prize is announced.
  await page.goto('/pxx');
  await expect(page.getByTestId('deposited-today')).toHaveText('₨500.00');
  await expect(page.getByRole('table')).toContainText('30%');
  await snap(page, 'deposit-offers-05-pxx-ready-light');
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const prize = page.getByRole('dialog', { name: 'Amount received' });
  await expect(prize.getByTestId('received-amount')).toHaveText(/^₨\d+\.\d\d$/, { timeout: 10_000 });
  await snap(page, 'deposit-offers-06-pxx-prize');
  await prize.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^Won ₨/)).toBeVisible();
  await snap(page, 'deposit-offers-07-pxx-spun-light');

  for (const [theme, locale] of [
    ['dark', 'en'],
    ['light', 'ur'],
    ['dark', 'ur'],
  ] as const) {
    await setLook(page, theme, locale);
    await page.goto('/FirstCharge');
    if (locale === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('tier-1')).toBeVisible();
    await snap(page, `deposit-offers-08-first-charge-${theme}-${locale}`);
    await page.goto('/pxx');
    await expect(page.getByTestId('deposited-today')).toBeVisible();
    await snap(page, `deposit-offers-09-pxx-${theme}-${locale}`);
  }
});
