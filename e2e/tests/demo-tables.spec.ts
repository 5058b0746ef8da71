// The demo table games in the app's frame, with the page's own script: a blackjack hand is dealt
// (the stake leaves the balance at once) and stood (paid when it ends), and Mine Sweeper Cash in
// dark Urdu takes a tile pick and a cash-out. The server-side rules and money are in
// demo-tables.int.test.ts; this checks the buttons work in a browser.
import { expect, test } from '../support/test.ts';
import { depositRupees, rupees } from '../support/money.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

test('blackjack deals and stands in the frame; mines picks and cashes out in dark Urdu', async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await register(page, 'tbl');
  await depositRupees(page, 300);
  let balance = 30_000;

  await page.goto(`/game/playps?${new URLSearchParams({ name: 'Classic Blackjack Live', id: 'evo-classic-blackjack-live', id2: '143', platform: 'EVO', type2: 'third' })}`);
  const table = page.frameLocator('iframe[title="Classic Blackjack Live"]');
  const result = table.getByTestId('demo-result');
  // A natural ends the hand at the deal; deal again until one waits for a decision.
  for (let i = 0; i < 10; i++) {
    const last = await result.getAttribute('data-round');
    await table.getByRole('button', { name: 'Deal' }).click();
    await expect(result).toHaveAttribute('data-state', /settled|staked/);
    if (last) await expect(result).not.toHaveAttribute('data-round', last);
    if ((await result.getAttribute('data-state')) === 'staked') break;
    balance += Number(await result.getAttribute('data-win')) - 200;
  }
  await expect(result).toHaveText('Your move');
  // The app's header shows the balance the deal left (the framed page has no header of its own).
  await expect(page.getByTestId('play-balance')).toHaveText(rupees(balance - 200));
  await snap(page, 'demo-blackjack-open');
  await table.getByRole('button', { name: 'Stand' }).click();
  await expect(result).toHaveAttribute('data-state', 'settled');
  await expect(table.getByTestId('demo-hand-result')).toBeVisible();
  balance += Number(await result.getAttribute('data-win')) - 200;
  await expect(page.getByTestId('play-balance')).toHaveText(rupees(balance));

  await setLook(page, 'dark', 'ur');
  await page.goto(`/game/playps?${new URLSearchParams({ name: 'Mine Sweeper Cash', id: 'jili-mine-sweeper-cash', id2: '178', platform: 'JILI', type2: 'third' })}`);
  const mines = page.frameLocator('iframe[title="Mine Sweeper Cash"]');
  await expect(mines.locator('html')).toHaveAttribute('dir', 'rtl');
  await mines.getByRole('button', { name: 'شروع کریں' }).click();
  await expect(mines.getByTestId('demo-mines-status')).toBeVisible();
  await mines.getByRole('button', { name: 'خانہ 13' }).click();
  // The picked tile is no longer a button: safe (the field goes on) or a mine (the round is over).
  await expect(mines.getByRole('button', { name: 'خانہ 13' })).toHaveCount(0);
  const state = mines.getByTestId('demo-result');
  if ((await state.getAttribute('data-state')) === 'new') await mines.getByRole('button', { name: /رقم لیں/ }).click();
  await expect(state).toHaveAttribute('data-state', 'settled');
  await snap(page, 'demo-mines-dark-urdu');
  balance += Number(await state.getAttribute('data-win')) - 200;
  // In Urdu the amount is wrapped in direction isolates.
  await expect(page.getByTestId('play-balance')).toContainText(rupees(balance));
});
