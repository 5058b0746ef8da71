// The sportsbook on the real server with the embedded demo feed (simulated cricket and football):
// a player deposits, backs a team in an upcoming match from the lobby's bet slip — the balance moves
// by exactly the stake —, finds the bet open in My bets with a cash-out offer, cashes it out, and the
// balance moves by exactly the offer; then the lobby, a live match and the slip in light, dark and
// Urdu for the screenshots.
import { expect, test } from '../support/test.ts';
import { depositRupees, rupees } from '../support/money.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

/** '₨1,234.50' → hundredths. */
const hundredthsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
});

test('a single on an upcoming match: the stake leaves the balance, the bet is open with a cash-out, cashing out pays exactly the offer', async ({ page }) => {
  await register(page, 'sb');
  await depositRupees(page, 300);
  await page.goto('/top');
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  // The first upcoming cricket match's match winner: the home side's price goes to the slip.
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const price = upcoming.getByRole('group', { name: /^Match winner · / }).first().getByRole('button').first();
  const odds = Math.round(Number((await price.locator('.sports-odds__price').textContent())!.replace(/[^\d.]/g, '')) * 100);
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '1 selection · Bet slip' }).click();
  const slip = page.getByRole('dialog', { name: 'Bet slip' });
  await slip.getByLabel(/^Stake/).fill('100');
  // Potential return: the stake × the price, to the hundredth (the slip's total).
  await expect(slip.locator('.sports-slip__totals dd').nth(1)).toHaveText(rupees(Math.floor((10_000 * odds) / 100)));
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText('Bet placed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(slip.getByText('Balance ₨200.00', { exact: true })).toBeVisible();
  await slip.getByRole('button', { name: 'Close' }).click();

  await page.goto('/top/bets');
  const bet = page.getByRole('article').first();
  await expect(bet.getByText('Open', { exact: true })).toBeVisible();
  const cashOut = bet.getByRole('button', { name: /^Cash out ₨/ });
  await expect(cashOut).toBeVisible({ timeout: 30_000 });
  await snap(page, 'sportsbook-my-bets');
  await cashOut.click();
  const confirm = page.getByRole('alertdialog', { name: 'Cash out this bet?' });
  const offer = hundredthsOf((await confirm.getByRole('button', { name: /^Cash out ₨/ }).textContent())!);
  expect(offer).toBeGreaterThan(0);
  expect(offer).toBeLessThan((10_000 * odds) / 100);
  await confirm.getByRole('button', { name: /^Cash out ₨/ }).click();
  await expect(page.getByText(`Cashed out ${rupees(offer)}. Balance ${rupees(20_000 + offer)}`)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Settled' }).click();
  await expect(page.getByRole('article').first().getByText(`Cashed out ${rupees(offer)}`, { exact: true })).toBeVisible();
});

test('the lobby, a live match and the slip in light, dark and Urdu', async ({ page }) => {
  for (const [theme, locale] of [['light', 'en'], ['dark', 'en'], ['light', 'ur']] as const) {
    await setLook(page, theme, locale);
    await page.goto('/top');
    await expect(page.locator('.sports-event').first()).toBeVisible({ timeout: 30_000 });
    await snap(page, `sportsbook-lobby-${theme}-${locale}`);
    await page.locator('.sports-event__link').first().click();
    await expect(page.locator('.sports-market').first()).toBeVisible({ timeout: 30_000 });
    await snap(page, `sportsbook-match-${theme}-${locale}`);
    if (locale === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
});
