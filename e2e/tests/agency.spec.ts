// The invite programme on two phones: player A registers, opens Acting (/agency) and reads the
// share link; player B, in a fresh browser, opens that link, looks around, registers later in the
// same visit, and shows up in A's invited friends. Screenshots in light, dark and Urdu.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { register, skipHomePopupsToday } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';


/** Theme and language, and today's once-a-day home popups marked as seen (they would cover the user bar). */
async function settings(page: Page, theme: 'light' | 'dark', locale: 'en' | 'ur') {
  await setLook(page, theme, locale);
  await skipHomePopupsToday(page);
  await page.reload();
}

test('a friend who signs up through the share link appears on the inviter’s /agency page', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  await settings(page, 'light', 'en');
  await register(page, 'inva');
  // Straight to Acting: the home page may queue its after-login popups (first deposit, agency).
  await page.goto('/agency');
  await expect(page.getByRole('heading', { name: 'Agency' })).toBeVisible();
  const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^KH\d{8}$/);
  const shareLink = (await page.getByTestId('share-link').textContent())?.trim() ?? '';
  expect(shareLink).toContain(`?r=${code}`);
  await expect(page.getByRole('img', { name: 'QR code of your share link' })).toHaveAttribute('data-value', shareLink);
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByTestId('reward-money')).toHaveText('₨0.00');
  await expect(page.getByRole('button', { name: 'Claim' })).toBeDisabled();

  // The link names the site the player reached (no PUBLIC_BASE_URL here: the test server's own
  // host and port), never a fixed localhost:8080, so B opens it as it is.
  expect(new URL(shareLink).origin).toBe(new URL(baseURL ?? '').origin);
  const friend = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const b = await friend.newPage();
  await b.goto(shareLink);
  // B browses away from the landing URL before signing up: the invitation is kept for the visit.
  await b.goto('/game/plays');
  await settings(b, 'light', 'en');
  await b.goto('/');
  await expect(b).not.toHaveURL(/r=/);
  await register(b, 'invb');
  const bShowId = ((await b.getByTestId('player-id').textContent()) ?? '').trim();
  expect(bShowId).toMatch(/^\d{8}$/);
  await friend.close();

  await page.reload();
  const rows = page.getByTestId('invitee-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`ID ${bShowId.slice(0, 2)}****${bShowId.slice(-2)}`);
  await expect(rows.first()).toContainText('In progress');
  await expect(page.getByTestId('agency-invited')).toHaveText('1');
  await snap(page, 'agency-01-light');
  await page.getByTestId('invitee-row').scrollIntoViewIfNeeded();
  await snap(page, 'agency-02-light-list');

  await settings(page, 'dark', 'en');
  await expect(page.getByTestId('invite-code')).toHaveText(code);
  await snap(page, 'agency-03-dark');

  await settings(page, 'light', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('invite-code')).toHaveText(code);
  await snap(page, 'agency-04-urdu');
  await page.getByTestId('invitee-row').scrollIntoViewIfNeeded();
  await snap(page, 'agency-05-urdu-list');

  await settings(page, 'dark', 'ur');
  await snap(page, 'agency-06-dark-urdu');
});
