// A new visitor on a phone: registers, lands on home with an ID and ₨0.00, switches to dark
// theme and Urdu (the layout flips right to left), logs out, and logs in by account name.
import { expect, test } from '../support/test.ts';
import { skipHomePopupsToday, skipLimitsOffer, uniqueAccount, uniquePhone } from '../support/player.ts';
import { snap } from '../support/screens.ts';


test('register, personalise, log out and log back in', async ({ page }) => {
  const account = uniqueAccount('e2e');
  const phone = uniquePhone();

  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('themeMode', 'light');
    localStorage.setItem('locale', 'en');
  });
  await page.reload();
  const userBar = page.getByRole('region', { name: 'Player shortcuts' });
  await expect(userBar.getByRole('button', { name: 'Login' })).toBeVisible();
  await snap(page, '01-home-visitor');

  // Sign up through the auth popup; an empty submit shows the required messages first.
  await userBar.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('account is required')).toBeVisible();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Phone', { exact: true }).fill(`0${phone}`);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret13');
  await page.waitForTimeout(600); // submit taps within 500 ms are one tap
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await snap(page, '02-sign-up-filled');
  await page.waitForTimeout(600);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Congratulations!')).toBeVisible();
  await skipHomePopupsToday(page); // the home popups after a login are the mailbox journey's
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipLimitsOffer(page);
  const playerId = page.getByTestId('player-id');
  await expect(playerId).toHaveText(/^\d{8}$/);
  const id = (await playerId.textContent()) ?? '';
  await expect(page.getByTestId('balance')).toHaveText('₨0.00');
  await snap(page, '03-home-player');

  // Dark theme and Urdu from the settings page.
  await page.goto('/profile/settings');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  await page.getByRole('radio', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.goto('/');
  await expect(page.getByTestId('player-id')).toHaveText(id);
  // Right to left: the balance sits on the left of the user bar, the avatar on the right.
  const balanceBox = await page.getByTestId('balance').boundingBox();
  const idBox = await page.getByTestId('player-id').boundingBox();
  expect(balanceBox!.x).toBeLessThan(idBox!.x);
  await snap(page, '04-home-player-dark-urdu');

  // Back to English (the settings persist across reloads), then log out from the left menu.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByText('LogOut').click();
  await expect(userBar.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await snap(page, '05-logged-out-dark');

  // Log in again by account name through the auth popup's Login tab.
  await userBar.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await skipHomePopupsToday(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('player-id')).toHaveText(id);
  await expect(page.getByTestId('balance')).toHaveText('₨0.00');
  await snap(page, '06-logged-in-again');
});
