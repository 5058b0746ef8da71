// The catalogue on a phone: a visitor sees the game list on home and a tap asks them to sign up;
// a player searches on /GamePage (3–20 characters) and finds the in-house slot.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { skipHomePopupsToday, skipLimitsOffer, uniqueAccount, uniquePhone } from '../support/player.ts';
import { snap } from '../support/screens.ts';


async function settings(page: Page, theme: 'light' | 'dark', locale: 'en' | 'ur') {
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('themeMode', t);
      localStorage.setItem('locale', l);
    },
    [theme, locale] as const,
  );
  await page.reload();
}

test('a visitor browses the game list; a tap opens sign-up', async ({ page }) => {
  await page.goto('/');
  await settings(page, 'light', 'en');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(21);
  await expect(page.getByRole('toolbar', { name: 'Game categories' }).getByRole('button', { name: 'HOT' })).toBeVisible();
  await page.locator('#games-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await snap(page, 'games-01-home-light');

  // A category filters the list; the Khel brand games are ours.
  await page.getByRole('toolbar', { name: 'Game categories' }).getByRole('button', { name: 'Khel' }).click();
  await expect(tiles).toHaveCount(4);
  await page.getByRole('button', { name: 'Khel Fortune Slots', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Scrolling to the bottom loads the next page of 21.
  await page.goto('/');
  await expect(tiles).toHaveCount(21);
  await page.mouse.wheel(0, 20_000);
  await expect(tiles).toHaveCount(42);

  await settings(page, 'dark', 'en');
  await expect(tiles.first()).toBeVisible();
  await page.locator('#games-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await snap(page, 'games-02-home-dark');

  await settings(page, 'light', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tiles.first()).toBeVisible();
  await page.locator('#games-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await snap(page, 'games-03-home-urdu');
});

test('a player searches on /GamePage', async ({ page }) => {
  const account = uniqueAccount('g');
  const phone = uniquePhone();
  await page.goto('/');
  await settings(page, 'light', 'en');
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await skipHomePopupsToday(page); // the home popups after a login are the mailbox journey's
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipLimitsOffer(page);
  await expect(page.getByTestId('player-id')).toHaveText(/^\d{8}$/);

  await page.getByRole('button', { name: 'Search games' }).click();
  await expect(page).toHaveURL(/\/GamePage$/);
  const search = page.getByRole('searchbox');
  await search.fill('sl');
  await expect(page.getByText('Search requires at least 3 characters')).toBeVisible();
  await search.fill('slot');
  await expect(page.getByRole('button', { name: 'Khel Fortune Slots', exact: true })).toBeVisible();
  await expect(page.getByText('Search requires at least 3 characters')).toHaveCount(0);
  await snap(page, 'games-04-game-page-search');
  await search.fill('zzzqqq');
  await expect(page.getByText('No Data')).toBeVisible();

  // A provider chip filters the list when nothing is typed.
  await search.fill('');
  await page.getByRole('button', { name: 'EVO', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Royal Roulette Live', exact: true })).toBeVisible();
  await snap(page, 'games-05-game-page-provider');

  // Opening a game records it as recent and goes to the play page with the published query.
  await page.getByRole('button', { name: 'Royal Roulette Live', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/playps\?name=Royal\+Roulette\+Live&id=evo-royal-roulette-live&type=live/);
  expect(await page.evaluate(() => localStorage.getItem('gameIds'))).toBe('["evo-royal-roulette-live"]');
});
