// Axe (WCAG 2.1 A and AA rules) on the main pages at phone size, in light and dark, and in Urdu
// (right to left): a visitor's home, login and sign-up; a player's home, deposit, withdraw, VIP,
// activity centre, mailbox, profile, an in-house game (Rocket Crash), the agency page, personal
// data, subscriptions, promotions, robot games and customer service with its feedback form. Each
// page must have no serious or critical violation; a failure lists every one, with its elements.
// In dark, the pages the light pass checked in full are checked again for the colour rules.
// On the same pages every control a finger uses is at least 44 × 44 px (the open popup's, when one
// is open).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { approveOnSandbox, register, skipHomePopupsToday } from '../support/player.ts';
import { setLook } from '../support/screens.ts';

type Theme = 'light' | 'dark';
type Locale = 'en' | 'ur';

/**
 * The serious and critical violations on the page as it is now, one line per rule and element.
 * `coloursOnly`: just the rules a theme can change (contrast, links told apart by colour), for the
 * dark pass of a page whose structure the light pass checked in full.
 */
async function seriousViolations(page: Page, coloursOnly: boolean): Promise<string[]> {
  // Let popups and route transitions finish sliding in: axe reads colours mid-animation otherwise.
  await page.waitForTimeout(500);
  const axe = new AxeBuilder({ page });
  const results = await (coloursOnly ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replaceAll('\n', ' ')}`),
    );
}

/**
 * The controls smaller than 44 × 44 px. A checkbox or switch counts with its label (a tap on the
 * label works it); a link inside a sentence is exempt (WCAG 2.5.8's inline exception).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('[role=dialog]')].filter((dialog) => dialog.getBoundingClientRect().height > 0);
    const scope = dialogs.at(-1) ?? document;
    const small: string[] = [];
    for (const control of scope.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role=button], [role=tab], [role=switch]')) {
      if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
      const target = (control.matches('input[type=checkbox], input[type=radio], [role=switch]') && control.closest('label')) || control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30);
        small.push(`${control.tagName.toLowerCase()}.${[...control.classList].join('.')} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return [...new Set(small)];
  });
}

/**
 * Soft: one page's violations are reported and the next page is still checked. In dark, a page the
 * light pass checked is checked for what a theme changes: its colours (tap targets and structure
 * are the same in both).
 */
async function expectAccessible(page: Page, what: string, theme: Theme = 'light'): Promise<void> {
  const found = await seriousViolations(page, theme === 'dark');
  expect.soft(found, `${what}: serious/critical axe violations:\n${found.join('\n')}`).toEqual([]);
  if (theme === 'dark') return;
  const small = await smallTargets(page);
  expect.soft(small, `${what}: tap targets under 44 × 44 px:\n${small.join('\n')}`).toEqual([]);
}

async function look(page: Page, theme: Theme, locale: Locale): Promise<void> {
  await setLook(page, theme, locale);
  await skipHomePopupsToday(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ur' ? 'rtl' : 'ltr');
}

// Axe reads every element of a page: on a shared 2-core machine a page takes seconds. Each test
// signs up its own player, so the file's tests share the workers rather than queue on one.
test.describe.configure({ mode: 'parallel', timeout: 480_000 });

/** A Jazzcash deposit approved on the sandbox gateway: the crash game needs a balance to fly. */
async function depositOnSandbox(page: Page, amount: string): Promise<void> {
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByRole('dialog', { name: 'Deposit' });
  await panel.getByRole('radio', { name: 'Jazzcash' }).click();
  await panel.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await panel.getByLabel('Wallet phone number').fill('03001234567');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await approveOnSandbox(page);
  await expect(page.getByTestId('balance')).toHaveText(`₨${amount}.00`, { timeout: 15_000 });
}

const inhouseCrash = `/game/playps?${new URLSearchParams({ name: 'Khel Rocket Crash', id: 'inhouse-crash', type2: 'inhouse', platform: 'inhouse' }).toString()}`;

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor's home, login and sign-up pass axe in ${theme}`, async ({ page }) => {
    await page.goto('/');
    await look(page, theme, 'en');
    await expect(page.locator('.game-grid .game-tile').first()).toBeVisible();
    await expectAccessible(page, `home (visitor, ${theme})`, theme);

    const shortcuts = page.getByRole('region', { name: 'Player shortcuts' });
    await shortcuts.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `login (${theme})`, theme);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await expectAccessible(page, `sign-up (${theme})`, theme);
  });

  test(`a player's main pages pass axe in ${theme}`, async ({ page }) => {
    await page.goto('/');
    await look(page, theme, 'en');
    await register(page, `ax${theme[0]}`);
    await expectAccessible(page, `home (player, ${theme})`, theme);

    const shortcuts = page.getByRole('region', { name: 'Player shortcuts' });
    await shortcuts.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    await expectAccessible(page, `deposit (${theme})`, theme);
    await page.getByRole('dialog', { name: 'Deposit' }).getByRole('tab', { name: 'Withdraw' }).click();
    await expect(page.getByRole('dialog', { name: 'Withdraw' })).toBeVisible();
    await expectAccessible(page, `withdraw (${theme})`, theme);

    const pages: [string, string, RegExp][] = [
      ['VIP', '/vip', /VIP/],
      ['activity centre', '/activitylist', /Activit/],
      ['mailbox', '/notifications', /Notifications/],
      ['profile', '/profile', /Personal centre/],
      ['agency', '/agency', /Agency/],
      ['personal data', '/profile/settings/personal-data', /Personal data/],
      ['subscriptions', '/profile/settings/subscriptions', /Subscriptions/],
      ['promotions', '/promo', /Promotions/],
      ['robot games', '/robot-game', /Robot games/],
      ['customer service and feedback', '/Customerservice', /Customer service/],
      ['settings', '/profile/settings', /Settings/],
    ];
    for (const [what, path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectAccessible(page, `${what} (${theme})`, theme);
    }

    await page.goto(inhouseCrash);
    await expect(page.getByRole('img', { name: 'Multiplier curve' })).toBeVisible();
    await expectAccessible(page, `Rocket Crash (${theme})`, theme);

    // In flight, with the green Cash out (a round can bust at once: then the settled screen is checked).
    await page.goto('/');
    await depositOnSandbox(page, '300');
    await page.goto(inhouseCrash);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('button', { name: /^Cash out/ }).or(page.getByRole('button', { name: 'Place bet' }))).toBeVisible();
    await expectAccessible(page, `Rocket Crash in flight (${theme})`, theme);
  });
}

test('home passes axe in Urdu, for a visitor and for a player, light and dark', async ({ page }) => {
  await page.goto('/');
  await look(page, 'light', 'ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('.game-grid .game-tile').first()).toBeVisible();
  await expectAccessible(page, 'home (visitor, Urdu, light)');

  await look(page, 'light', 'en');
  await register(page, 'axur');
  await look(page, 'dark', 'ur');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expectAccessible(page, 'home (player, Urdu, dark)');
});
