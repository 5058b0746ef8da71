// Promotions on the real server (fresh embedded database, real clock): a new player opens the
// daily sign-in, checks in on their first day of the week and receives ₨1.00 (default LoginConf);
// then redeems a gift code an operator created through the operator API and the balance rises by
// its amount. Screenshots of the sign-in popup, /giftcode and /promo/rewards in light, dark, Urdu.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';
import { operatorLogin } from '../support/operator.ts';


async function openSignIn(page: Page) {
  await page.goto('/promo/rewards');
  await page.getByTestId('open-sign-in').click();
  await expect(page.getByTestId('sign-in-check-in')).toBeVisible();
}

test('a new player checks in on day 1 (₨1.00), then redeems an operator’s gift code', async ({ page, request }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
  await register(page, 'promo');

  // Daily sign-in: day 1 of the week for a new player, ₨1.00 with the default LoginConf.
  await openSignIn(page);
  const popup = page.getByRole('dialog', { name: 'Daily sign-in' });
  await expect(popup.getByTestId('sign-in-day-1')).toHaveAttribute('aria-current', 'date');
  await expect(popup.getByTestId('sign-in-day-1')).toContainText('₨1.00');
  await expect(popup.getByText('unlock all benefits with VIP3 or above')).toBeVisible();
  await snap(page, 'promotions-01-sign-in-light');
  await popup.getByRole('button', { name: 'Check In' }).click();
  const received = page.getByRole('dialog', { name: 'Amount received' });
  await expect(received.getByTestId('received-amount')).toHaveText('₨1.00');
  await snap(page, 'promotions-02-amount-received');
  await received.getByRole('button', { name: 'OK' }).click();
  await expect(popup.getByRole('button', { name: 'Checked in today' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => localStorage.getItem('signInPopupDate'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await snap(page, 'promotions-03-promo-rewards-light');

  await page.goto('/');
  await expect(page.getByTestId('balance')).toHaveText('₨1.00');

  // Gift code created through the operator API and approved by a second operator (four eyes),
  // redeemed in lower case.
  const token = await operatorLogin(request);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/admin/api/gift-codes', {
    headers: { 'x-operator-token': token },
    data: { code, amount: 5000, wagerMulti: 1, totalUses: 10, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };
  const approved = await request.post(`/admin/api/gift-codes/${id}/decision`, { headers: { 'x-operator-token': await operatorLogin(request, 'e2e_admin') }, data: { approve: true } });
  expect(((await approved.json()) as { state: string }).state).toBe('live');

  await page.goto('/giftcode');
  const input = page.getByLabel('Gift code', { exact: true });
  await input.fill('NOSUCHCODE1');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toHaveText('This gift code does not exist');
  await snap(page, 'promotions-04-gift-code-unknown');
  await page.waitForTimeout(600); // the submit debounce
  await input.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('dialog', { name: 'Amount received' }).getByTestId('received-amount')).toHaveText('₨50.00');
  await page.getByRole('dialog', { name: 'Amount received' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toHaveText('Redeemed: ₨50.00 added to your balance.');
  await snap(page, 'promotions-05-gift-code-light');
  await page.waitForTimeout(600);
  await input.fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already redeemed this gift code');

  await page.goto('/');
  await expect(page.getByTestId('balance')).toHaveText('₨51.00');

  // The same screens in dark and in Urdu (right to left).
  await setLook(page, 'dark', 'en');
  await openSignIn(page);
  await snap(page, 'promotions-06-sign-in-dark');
  await page.goto('/giftcode');
  await snap(page, 'promotions-07-gift-code-dark');
  await page.goto('/promo/rewards');
  await snap(page, 'promotions-08-promo-rewards-dark');

  await setLook(page, 'light', 'ur');
  await openSignIn(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'promotions-09-sign-in-urdu');
  await page.goto('/giftcode');
  await page.getByLabel('گفٹ کوڈ', { exact: true }).fill('nope0000');
  await page.getByRole('button', { name: 'استعمال کریں' }).click();
  await expect(page.getByRole('alert')).toHaveText('یہ گفٹ کوڈ موجود نہیں');
  await snap(page, 'promotions-10-gift-code-urdu');
  await page.goto('/promo/rewards');
  await snap(page, 'promotions-11-promo-rewards-urdu');
});
