// The social side of the in-house games on the real server: a roll appears in "All bets" with the
// player's name masked; an autobet of three rolls places three ordinary bets and shows them in the
// results strip; turning on "Show my name in public bet lists" in settings shows the name. Screens
// of dice (light, dark, Urdu), mines in Auto with chosen tiles, and the settings switch.
import { expect, test } from '../support/test.ts';
import { depositRupees } from '../support/money.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

const DICE = `/game/playps?${new URLSearchParams({ name: 'Khel Dice', id: 'inhouse-dice', type2: 'inhouse', platform: 'inhouse' }).toString()}`;
const MINES = `/game/playps?${new URLSearchParams({ name: 'Khel Mines', id: 'inhouse-mines', type2: 'inhouse', platform: 'inhouse' }).toString()}`;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
});

test('a roll is listed with the name masked, autobet places its bets, and opting in shows the name', async ({ page }) => {
  // Sign-up, a deposit through the sandbox gateway, five rolls and three looks: about a minute on two cores.
  test.slow();
  const { account } = await register(page, 'bts');
  const name = account.slice(0, 10);
  const masked = `${name.slice(0, 2)}***${name.slice(-2)}`;
  await depositRupees(page, 300);

  await page.goto(DICE);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const all = page.getByTestId('bets-all');
  await expect(all.getByRole('row').nth(1)).toContainText(masked, { timeout: 10_000 });
  await expect(all.getByRole('row').nth(1)).toContainText('₨1.00');
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Auto' }).click();
  await page.getByRole('textbox', { name: 'Number of bets' }).fill('3');
  await page.getByRole('button', { name: 'Start autobet' }).click();
  await expect(page.getByTestId('autobet-status')).toContainText('Autobet finished: all bets placed.', { timeout: 20_000 });
  await expect(page.getByTestId('recent-results').getByRole('listitem')).toHaveCount(4);
  // The four rolls, within one poll of the list (other journeys' rolls may be listed beside them).
  await expect(all.getByRole('row').filter({ hasText: masked })).toHaveCount(4, { timeout: 10_000 });
  await page.getByRole('tab', { name: 'My bets' }).click();
  await expect(page.getByTestId('bets-mine').getByRole('row')).toHaveCount(5);
  await snap(page, 'bets-dice-light');

  await page.goto('/profile/settings');
  const toggle = page.getByRole('switch', { name: 'Show my name in public bet lists' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await snap(page, 'bets-settings-privacy');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await page.goto(DICE);
  await expect(page.getByTestId('bets-all').getByRole('row').nth(1)).toContainText(name, { timeout: 10_000 });

  for (const [theme, locale] of [['dark', 'en'], ['light', 'ur']] as const) {
    await setLook(page, theme, locale);
    await page.reload();
    // All bets is every player's: other journeys' rounds may be listed too, so at least this player's.
    await expect(page.getByTestId('bets-all').getByRole('row').nth(4)).toBeVisible({ timeout: 10_000 });
    await page.getByRole('radio', { name: theme === 'dark' ? 'Auto' : 'خودکار' }).click();
    await page.getByTestId('bets-all').scrollIntoViewIfNeeded();
    await snap(page, `bets-dice-${theme}-${locale}`);
  }

  await setLook(page, 'light', 'en');
  await page.goto(MINES);
  await page.getByRole('radio', { name: 'Auto' }).click();
  await page.getByRole('button', { name: 'Tile 1', exact: true }).click();
  await page.getByRole('button', { name: 'Tile 13', exact: true }).click();
  await expect(page.getByText('Tap the tiles to open each round (2 chosen)')).toBeVisible();
  await snap(page, 'bets-mines-auto');
});
