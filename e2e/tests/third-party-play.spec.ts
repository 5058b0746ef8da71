// Third-party tiles play on the embedded demo vendors, on the real server with a fresh
// database: a player deposits, opens a PG slot and an EVO roulette table (each in the app's frame)
// and the 9WICKETS sportsbook (in its own window), plays a round in each, sees the balance move by
// exactly the rounds' results in the app, and finds the three rounds in the Bet tab with their
// platforms. In the app's frame the play screen's header is the only one (the demo page has no bar,
// balance or close of its own). Then the demo pages in dark theme and Urdu (right to left).
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { depositRupees, rupees } from '../support/money.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
});

/** Opens a tile found by search on /GamePage. */
async function openTile(page: Page, search: string, name: string): Promise<void> {
  await page.goto('/GamePage');
  await page.getByRole('searchbox').fill(search);
  await page.getByRole('button', { name }).first().click();
  await expect(page).toHaveURL(/\/game\/playps\?/);
}

/** Waits until a live table takes bets with at least 4 s left on its timer (a round is 20 s, 15 of them for bets). */
async function bettingOpen(game: FrameLocator): Promise<void> {
  const timer = game.getByTestId('demo-live');
  await expect
    .poll(async () => Number(await timer.getAttribute('data-closes')) - Date.now(), { timeout: 30_000 })
    .toBeGreaterThan(4_000);
}

/** The round the demo page shows: its stake and win in hundredths (a live table's once its 15 s timer ends). */
async function settledRound(game: FrameLocator | Page): Promise<{ stake: number; win: number }> {
  const result = game.getByTestId('demo-result');
  await expect(result).toHaveAttribute('data-state', 'settled', { timeout: 30_000 });
  return { stake: Number(await result.getAttribute('data-stake')), win: Number(await result.getAttribute('data-win')) };
}

test('a slot, a live table and 9WICKETS play; the balance and the Bet tab follow every round', async ({ page }) => {
  // A live table's round pays when its timer ends: up to 20 s of waiting.
  test.slow();
  await register(page, 'tpp');
  await depositRupees(page, 300);
  let balance = 30_000;

  // PG slot in the app's frame: one spin at the default ₨2.00.
  await openTile(page, 'Mystic', 'Mystic Garden Ways');
  const slot = page.frameLocator('iframe[title="Mystic Garden Ways"]');
  await expect(page.getByTestId('play-balance')).toHaveText(rupees(balance));
  await expect(slot.getByTestId('demo-reels')).toBeVisible();
  await expect(slot.getByTestId('demo-balance')).toHaveCount(0);
  await expect(slot.getByRole('button', { name: 'Close game' })).toHaveCount(0);
  await slot.getByRole('button', { name: 'Spin' }).click();
  const spin = await settledRound(slot);
  expect(spin.stake).toBe(200);
  balance += spin.win - spin.stake;
  await expect(page.getByTestId('play-balance')).toHaveText(rupees(balance));
  await snap(page, 'demo-slot');

  // EVO roulette, a live table: ₨5.00 on red while its timer runs, paid when it ends.
  await openTile(page, 'Roulette', 'Royal Roulette Live');
  const table = page.frameLocator('iframe[title="Royal Roulette Live"]');
  // Choose once the round has time left: the page reloads when a round turns, and the picks with it.
  await bettingOpen(table);
  await table.getByRole('radio', { name: 'Red', exact: true }).check();
  await table.getByRole('radio', { name: '₨5.00' }).check();
  await table.getByRole('button', { name: 'Place bet' }).click();
  const wheel = await settledRound(table);
  expect(wheel.stake).toBe(500);
  expect([0, 1_000]).toContain(wheel.win);
  balance += wheel.win - wheel.stake;
  await expect(page.getByTestId('play-balance')).toHaveText(rupees(balance));
  await snap(page, 'demo-roulette');
  // The play screen's back button is the way out.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/Royal/);

  // 9WICKETS in its own window: the balance moves there, a ₨2.00 bet, the window closes, it comes back.
  await openTile(page, 'Cricket', 'Cricket Exchange');
  const [sportsbook] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open game' }).click()]);
  await sportsbook.setViewportSize({ width: 390, height: 844 });
  await expect(sportsbook.getByTestId('demo-balance')).toHaveText(rupees(balance));
  await sportsbook.getByRole('button', { name: 'Place bet' }).click();
  const bet = await settledRound(sportsbook);
  balance += bet.win - bet.stake;
  await expect(sportsbook.getByTestId('demo-balance')).toHaveText(rupees(balance));
  await snap(sportsbook, 'demo-sportsbook');
  // The button closes its own window during the click, so wait for the close alongside it.
  await Promise.all([sportsbook.waitForEvent('close'), sportsbook.getByRole('button', { name: 'Close game' }).click({ noWaitAfter: true }).catch(() => {})]);
  await expect(page.getByText('Welcome back — your balance is updated.')).toBeVisible();
  await expect(page.getByTestId('play-balance')).toHaveText(rupees(balance));

  // Home shows it; the Bet tab has the three rounds with their platforms and results.
  await page.goto('/');
  await expect(page.getByTestId('balance')).toHaveText(rupees(balance));
  await page.goto('/record');
  await page.getByRole('tab', { name: 'Bet' }).click();
  const rows = page.getByTestId('bet-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Mystic Garden Ways' })).toContainText('PG');
  await expect(rows.filter({ hasText: 'Royal Roulette Live' })).toContainText('EVO');
  await expect(rows.filter({ hasText: 'Cricket Exchange' })).toContainText('9WICKETS');
  const net = (await page.getByTestId('bet-row-winlose').allTextContents()).reduce((sum, text) => {
    const sign = text.trim().startsWith('-') ? -1 : 1;
    return sum + sign * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  }, 0);
  expect(net).toBe(balance - 30_000);
  await snap(page, 'demo-bet-records');
});

test('the demo pages follow the app: dark theme and Urdu, right to left', async ({ page }) => {
  test.slow();
  await register(page, 'tpu');
  await depositRupees(page, 250);
  await setLook(page, 'dark', 'ur');
  await page.reload();

  // A fish game (CQ9) in Urdu: shoot the swimming shrimp.
  await page.goto(`/game/playps?${new URLSearchParams({ name: 'Paradise Fishing', id: 'cq9-paradise-fishing', id2: '123', platform: 'CQ9', type2: 'third' })}`);
  const fish = page.frameLocator('iframe[title="Paradise Fishing"]');
  await expect(fish.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(fish.locator('html')).toHaveAttribute('data-theme', 'dark');
  // By keyboard: a swimming target never holds still for a pointer's stability check.
  await fish.getByRole('button', { name: /جھینگا/ }).press('Enter');
  await settledRound(fish);
  await snap(page, 'demo-fish-dark-urdu');

  // A Dragon Tiger table (EVO) and a Hi-Lo card game (JILI) in dark Urdu.
  await page.goto(`/game/playps?${new URLSearchParams({ name: 'Dragon Tiger Duel', id: 'evo-dragon-tiger-duel', id2: '181', platform: 'EVO', type2: 'third' })}`);
  const duel = page.frameLocator('iframe[title="Dragon Tiger Duel"]');
  await bettingOpen(duel);
  await duel.getByRole('button', { name: 'شرط لگائیں' }).click();
  await settledRound(duel);
  await snap(page, 'demo-dragon-tiger-dark-urdu');

  await setLook(page, 'light', 'ur');
  await page.goto(`/game/playps?${new URLSearchParams({ name: 'Super Ace Cards', id: 'jili-super-ace-cards', platform: 'JILI', type2: 'third' })}`);
  const cards = page.frameLocator('iframe[title="Super Ace Cards"]');
  await expect(cards.getByTestId('demo-card')).toBeVisible();
  await snap(page, 'demo-hilo-light-urdu');
});
