// The home win ticker (docs/decisions/standing.md#4-the-win-ticker-shows-only-real-wins) lists a real win by its profit (payout − stake,
// never the gross payout) once the profit reaches the operator's WinTickerConf.minProfit, and its scrolling text is
// clipped in its own box before the "Get the app" link — left to right, and in Urdu right to left,
// where it scrolls rightwards so the sentence's beginning comes first.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { depositRupees } from '../support/money.ts';
import { operatorLogin } from '../support/operator.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

const dice = `/game/playps?${new URLSearchParams({ name: 'Khel Dice', id: 'inhouse-dice', type2: 'inhouse', platform: 'inhouse' }).toString()}`;

/** The ticker box and the link never overlap, and the text is clipped by its box. */
async function checkLayout(page: Page, direction: 'ltr' | 'rtl') {
  const notice = page.getByRole('region', { name: /Announcement|اعلان/ });
  const box = (await notice.getByTestId('marquee').boundingBox())!;
  const link = (await notice.getByRole('link').boundingBox())!;
  if (direction === 'ltr') expect(box.x + box.width).toBeLessThanOrEqual(link.x);
  else expect(box.x).toBeGreaterThanOrEqual(link.x + link.width);
  expect(await notice.getByTestId('marquee').evaluate((el) => getComputedStyle(el).overflowX)).toBe('hidden');
  // The text moves in the reading direction: leftwards in English, rightwards in Urdu. Three samples
  // 250 ms apart (about 16 px of travel each); a pass ending in between jumps by the whole width, so
  // such a step is skipped and at least one ordinary step is left to check.
  const text = notice.getByTestId('marquee').locator('span');
  const x = () => text.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
  const samples = [await x()];
  for (let i = 0; i < 2; i += 1) {
    await page.waitForTimeout(250);
    samples.push(await x());
  }
  const steps = [samples[1]! - samples[0]!, samples[2]! - samples[1]!].filter((step) => Math.abs(step) < 200);
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) {
    if (direction === 'ltr') expect(step).toBeLessThan(0);
    else expect(step).toBeGreaterThan(0);
  }
}

test('a dice win is listed by its profit; the ticker stops before its link in English and Urdu', async ({ page, request }) => {
  const admin = { 'x-operator-token': await operatorLogin(request, 'e2e_admin') };
  const seeded = (await (await request.get('/admin/api/config/WinTickerConf', { headers: admin })).json()) as { body: { minProfit: number } };
  expect(seeded.body).toEqual({ minProfit: 10_000 });
  // ₨0.01 of profit is enough here, so a ₨1.00 dice bet at 98% (paying ₨1.01) gets listed.
  expect((await request.put('/admin/api/config/WinTickerConf', { headers: admin, data: { minProfit: 1 } })).ok()).toBe(true);
  try {
    await page.goto('/');
    await setLook(page, 'light', 'en');
    await page.reload();
    await register(page, 'tkr');
    await depositRupees(page, 300);
    const showId = ((await page.getByTestId('player-id').textContent()) ?? '').trim();
    const masked = `${showId.slice(0, 2)}****${showId.slice(-2)}`;

    await page.goto(dice);
    await page.getByRole('slider', { name: 'Target' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('dice-chance')).toHaveText('98.00%');
    // A roll at 98% loses 1 time in 50: roll until one wins (five losses in a row: ~3 in 10^9).
    let won = false;
    let previous = '-';
    for (let roll = 0; roll < 5 && !won; roll += 1) {
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      const settled = page.locator(`[data-testid="round-payout"]:not([data-round="${previous}"])`);
      await expect(settled).toBeVisible();
      previous = (await settled.getAttribute('data-round')) ?? '';
      won = Number(await settled.getAttribute('data-payout')) > Number(await settled.getAttribute('data-bet'));
      await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
    }
    expect(won).toBe(true);

    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Announcement' });
    await expect(notice).toContainText(`${masked} won ₨0.01 on Khel Dice`);
    await expect(notice).not.toContainText(`${masked} won ₨1.01`);
    await checkLayout(page, 'ltr');
    await snap(page, 'win-ticker-light');

    await setLook(page, 'dark', 'en');
    await page.reload();
    await checkLayout(page, 'ltr');
    await snap(page, 'win-ticker-dark');

    await setLook(page, 'light', 'ur');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Amounts, ids and game names keep their order inside Urdu through bidi isolates (lib/bidi.ts).
    const urdu = async () => ((await page.getByRole('region', { name: 'اعلان' }).textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
    await expect.poll(urdu).toContain(`${masked} نے Khel Dice میں ₨0.01 جیتے`);
    await checkLayout(page, 'rtl');
    await snap(page, 'win-ticker-urdu');
  } finally {
    await request.put('/admin/api/config/WinTickerConf', { headers: admin, data: seeded.body });
  }
});
