// Money always comes back from 9WICKETS (docs/hardening/transfer-wallet.md): a player opens the
// sportsbook in its own window, places a bet there, leaves the game page while the window is still
// open (the home balance reads 'In-game use'), and only then closes the window. The balance comes
// back to the hundredth on the home page and in the withdraw panel, and a reload keeps it.
import { expect, test } from '@playwright/test';
import { depositRupees, rupees } from '../support/money.ts';
import { bindWithdrawalAccount, register } from '../support/player.ts';
import { setLook } from '../support/screens.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
});

test('leave the game page, then close the 9WICKETS window: the balance is back everywhere', async ({ page }) => {
  await register(page, 'wkr');
  await depositRupees(page, 275);
  let balance = 27_500;

  await page.goto('/GamePage');
  await page.getByRole('searchbox').fill('Cricket');
  await page.getByRole('button', { name: 'Cricket Exchange' }).first().click();
  await expect(page).toHaveURL(/\/game\/playps\?/);
  const [sportsbook] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open game' }).click()]);
  await expect(sportsbook.getByTestId('demo-balance')).toHaveText(rupees(balance));
  await sportsbook.getByRole('button', { name: 'Place bet' }).click();
  const result = sportsbook.getByTestId('demo-result');
  await expect(result).toHaveAttribute('data-state', 'settled');
  balance += Number(await result.getAttribute('data-win')) - Number(await result.getAttribute('data-stake'));
  await expect(sportsbook.getByTestId('demo-balance')).toHaveText(rupees(balance));

  // Leave the game page (inside the app) while the window is open: the money is in play.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/\/game\/playps/);
  await page.locator('.app-tab-bar').getByText('Home', { exact: true }).click();
  await expect(page.getByTestId('balance')).toHaveText('In-game use');

  // The player closes the window itself (not the game's Close button).
  await sportsbook.close();
  await expect(page.getByTestId('balance')).toHaveText(rupees(balance), { timeout: 5_000 });

  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Withdraw' }).click();
  const panel = page.getByRole('dialog', { name: 'Withdraw' });
  await bindWithdrawalAccount(panel);
  await expect(panel.getByTestId('withdrawable')).toHaveText(rupees(balance));

  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(rupees(balance));
});
