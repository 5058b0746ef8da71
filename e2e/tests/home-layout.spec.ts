// The home page at phone size (390x844), measured with bounding boxes:
// - game tiles show above the fold, above the tab bar, for a visitor and for a player, in English
//   and in Urdu (right to left), light and dark;
// - the red packet and the support button sit in the header and intersect no tile, category,
//   provider chip, player-card button or the tab bar; a bottom sheet covers them, not the reverse;
// - a returning player deposits in two taps: Recharge, then Deposit, and lands on the gateway.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { approveOnSandbox, register, skipHomePopupsToday } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first row of game tiles lies wholly inside the viewport and above the tab bar. */
async function expectTilesAboveTheFold(page: Page) {
  const tiles = page.locator('.game-grid .game-tile');
  await expect(tiles.first()).toBeVisible();
  const tabBar = await box(page.getByRole('navigation', { name: 'Main navigation' }).or(page.locator('.app-tab-bar')).first());
  for (let i = 0; i < 3; i++) {
    const tile = await box(tiles.nth(i));
    expect(tile.y, `tile ${i} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(tile.y + tile.height, `tile ${i} ends above the tab bar`).toBeLessThanOrEqual(tabBar.y);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** Every control of home that the docked buttons could cover, on screen (one read of the page). */
async function controlBoxes(page: Page): Promise<Box[]> {
  const selectors = ['.game-grid .game-tile', '.category-bar__item', '.provider-chip', '.user-bar button', '.download-strip', '.banner-carousel', '.app-tab-bar'];
  return page.evaluate((list) => {
    const rects = list.flatMap((selector) => [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()));
    return rects.filter((r) => r.width > 0 && r.height > 0 && r.y < 844).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
  }, selectors);
}

async function expectDockedClearOfControls(page: Page) {
  const header = await box(page.locator('.home-top-bar'));
  const docked = [page.getByTestId('support-bubble'), page.getByTestId('online-red-packet')];
  const controls = await controlBoxes(page);
  expect(controls.length).toBeGreaterThan(20);
  for (const button of docked) {
    await expect(button).toBeVisible();
    const own = await box(button);
    expect(own.y >= header.y && own.y + own.height <= header.y + header.height, 'inside the header').toBe(true);
    for (const control of controls) expect(intersects(own, control), `clear of ${JSON.stringify(control)}`).toBe(false);
  }
  // Scrolled down, the header (and what is docked in it) stays on top of the page, still clear.
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  const scrolled = await box(page.getByTestId('support-bubble'));
  expect(scrolled.y).toBeLessThan(header.height);
  await page.mouse.wheel(0, -600);
  await page.waitForTimeout(300);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await page.reload();
});

test('a visitor sees game tiles above the fold, in English and in Urdu', async ({ page }) => {
  await expectTilesAboveTheFold(page);
  await expect(page.getByTestId('online-red-packet')).toHaveCount(0);
  await expect(page.getByTestId('support-bubble')).toBeVisible();
  await snap(page, 'home-visitor-light-en');
  await setLook(page, 'light', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectTilesAboveTheFold(page);
  // Right to left, the carousel still shows banners across its whole width at every moment, also
  // mid-slide (antd's Swiper, before the scroll-snap carousel, slid them off screen).
  const carousel = await box(page.locator('.banner-carousel .snap-carousel'));
  for (let i = 0; i < 6; i++) {
    const slides = await page.locator('.banner-carousel .snap-carousel__slide').evaluateAll((all) =>
      all.map((slide) => {
        const r = slide.getBoundingClientRect();
        return { from: r.x, to: r.x + r.width };
      }),
    );
    for (const point of [0.05, 0.5, 0.95].map((f) => carousel.x + f * carousel.width)) {
      expect(slides.some((slide) => slide.from <= point && point < slide.to), `a banner at x=${Math.round(point)}, sample ${i}`).toBe(true);
    }
    await page.waitForTimeout(700);
  }
  await snap(page, 'home-visitor-light-ur');
});

test('a player sees tiles above the fold; the red packet and support button are docked clear of every control', async ({ page }) => {
  await register(page, 'fold');
  await expectTilesAboveTheFold(page);
  await expectDockedClearOfControls(page);
  await snap(page, 'home-player-light-en');

  for (const [theme, locale] of [
    ['dark', 'ur'],
    ['light', 'zh'],
    ['dark', 'en'],
  ] as const) {
    await skipHomePopupsToday(page);
    await setLook(page, theme, locale);
    await page.reload();
    await expectTilesAboveTheFold(page);
    await expectDockedClearOfControls(page);
    await snap(page, `home-player-${theme}-${locale}`);
  }
  // The banner copy is real text in the player's language, over text-free art.
  await setLook(page, 'light', 'ur');
  await page.reload();
  await expect(page.locator('.banner-carousel').getByText('روزانہ سائن اِن انعامات').first()).toBeAttached();

  // A bottom sheet covers the docked buttons: the wallet's mask is what a tap there reaches.
  await setLook(page, 'light', 'en');
  await page.reload();
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  const bubble = await box(page.getByTestId('support-bubble'));
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="support-bubble"]') !== null, [bubble.x + bubble.width / 2, bubble.y + bubble.height / 2]);
  expect(onTop, 'the sheet is above the dock').toBe(false);
});

test('a returning player deposits in two taps: Recharge, Deposit, and the gateway page opens', async ({ page }) => {
  await register(page, 'twotap');

  // The first deposit: Easypaisa is chosen by hand; the payer phone starts as the bound phone.
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Deposit' }).click();
  let panel = page.getByRole('dialog', { name: 'Deposit' });
  await expect(panel.getByLabel('Wallet phone number')).toHaveValue(/^3\d{9}$/);
  await panel.getByRole('radio', { name: 'Jazzcash' }).click();
  await panel.getByRole('radio', { name: /^₨1,000, bonus/ }).click();
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await approveOnSandbox(page);
  await expect(page.getByTestId('balance')).toHaveText('₨1,050.00', { timeout: 15_000 });

  // Later, on home: tap 1 Recharge, tap 2 Deposit. The form is filled with the last choice.
  await skipHomePopupsToday(page);
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Recharge').click();
  panel = page.getByRole('dialog', { name: 'Deposit' });
  await expect(panel.getByRole('radio', { name: 'Jazzcash' })).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByRole('radio', { name: /^₨1,000, bonus/ })).toHaveAttribute('aria-checked', 'true');
  await snap(page, 'deposit-returning-player');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await expect(page.locator('.amount')).toHaveText('₨1,000.00');
});
