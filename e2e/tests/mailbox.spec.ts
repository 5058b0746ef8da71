// The mailbox and the activity centre on the real server: a new player finds the welcome message
// (the left menu's E-Mail has the red dot), opens it and the dot goes away. Screenshots of
// /notifications and /activitylist in light, dark and Urdu. Sending a reward needs an admin
// operator (the e2e operator is finance), and the activity aggregator is the lead's: those two
// replies are stubbed for the pictures only — their rules are proven by the integration tests
// (mailbox.int.test.ts) and the component tests.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { register, skipHomePopupsToday } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';


/** The app's wire body: base64 of the JSON with 4 characters inserted after the first 2. */
function decodeBody(raw: string | null): { type?: string } {
  if (!raw) return {};
  return JSON.parse(Buffer.from(raw.slice(0, 2) + raw.slice(6), 'base64').toString('utf8')) as { type?: string };
}

const HOUR = 3_600_000;
const fulfil = (route: Route, data: unknown) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 1, msg: '', data }) });

/** A mailbox with rewards (claimable and claimed) for the pictures. */
async function stubRewardMailbox(page: Page) {
  const now = Date.now();
  const list = [
    { id: 903, title: 'Sorry for the outage', preview: 'Games paused for 20 minutes last night. Here is a little something for your patience.', createTime: now - HOUR, expireTime: now + 7 * 24 * HOUR, read: false, reward: 1250, wagerMulti: 1, state: 1 },
    { id: 902, title: 'Weekend gift', preview: 'Thank you for playing with us this week.', createTime: now - 26 * HOUR, expireTime: null, read: true, reward: 500, wagerMulti: 0, state: 2 },
    { id: 901, title: 'Maintenance on Tuesday', preview: 'Deposits pause from 02:00 to 03:00 (Pakistan time) for bank maintenance.', createTime: now - 50 * HOUR, expireTime: null, read: true, reward: 0, wagerMulti: 0, state: 0 },
  ];
  await page.route('**/usercenter/game/email', async (route) => {
    const { type } = decodeBody(route.request().postData());
    if (type === '0') return fulfil(route, { type: '0', list, page: 0, unread: 1, unclaimed: 1 });
    if (type === '3') return fulfil(route, { type: '3', unread: 1, unclaimed: 1 });
    return route.continue();
  });
}

async function stubActivities(page: Page) {
  const offers = [
    { id: 'sign-in', state: 'claimable', pending: 1, route: '/promo/rewards', amount: 100 },
    { id: 'first-deposit', state: 'inProgress', pending: 0, route: '/FirstCharge', amount: 0 },
    { id: 'daily-first-deposit', state: 'inProgress', pending: 0, route: '/todaypay', amount: 50_000 },
    { id: 'vip-upgrade', state: 'locked', pending: 0, route: '/vip', amount: 1000 },
    { id: 'gift-code', state: 'inProgress', pending: 0, route: '/giftcode', amount: 0 },
    { id: 'bind-phone', state: 'claimed', pending: 0, route: '/bindphone', amount: 0 },
    { id: 'lucky-draw', state: 'ended', pending: 0, route: '/NewYearLuckyDraw', amount: 0 },
    { id: 'mailbox', state: 'claimable', pending: 1, route: '/notifications', amount: 1250 },
  ];
  await page.route('**/usercenter/game/activityList', (route) => fulfil(route, { offers, pending: 2 }));
}

test('the welcome message, the E-Mail red dot, and the mailbox and activity pages in light, dark and Urdu', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('themeMode', 'light');
    localStorage.setItem('locale', 'en');
  });
  await page.reload();
  await register(page, 'mail', { homePopups: 'show' });

  // Home popups (docs/requirements/promotions.md#7-home-popups) after the sign-up: popupList '2,1' → the first-deposit popup (not the
  // agency one); then today's sign-in popup; then the banner carousel popup. Each closes with its button.
  for (const name of ['First deposit bonus', 'Daily sign-in', "Today's highlights"]) {
    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    if (name === "Today's highlights") await snap(page, 'mailbox-00-banner-popup');
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup).toBeHidden();
  }
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('firstDepositPopup'), localStorage.getItem('agencyPopup')])).toEqual(['1', '0']);

  // Next visit to home today: the agency popup's turn (the first-deposit flag is set now).
  await page.reload();
  const agency = page.getByRole('dialog', { name: /agency|invite/i });
  await expect(agency).toBeVisible();
  await agency.getByRole('button', { name: 'Close', exact: true }).click();
  // Then the daily first deposit, or (with no activity centre answer yet) the download prompt.
  const next = page.getByRole('dialog', { name: /Daily first deposit|Download the app/ });
  await expect(next).toBeVisible();
  await next.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await setLook(page, 'light', 'en');
  await skipHomePopupsToday(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const email = menu.getByRole('button', { name: /E-Mail/ });
  await expect(email.getByRole('status', { name: 'Unread messages' })).toBeVisible();
  await email.click();
  await expect(page).toHaveURL(/\/notifications$/);

  const row = page.getByTestId('mail-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Welcome to Khel');
  await expect(row).toHaveClass(/mail-row--unread/);
  await snap(page, 'mailbox-01-welcome-light');
  await row.click();
  const message = page.getByRole('dialog', { name: 'Welcome to Khel' });
  await expect(message.getByTestId('mail-body')).toContainText('Thank you for joining Khel.');
  await snap(page, 'mailbox-02-open-light');
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(row).not.toHaveClass(/mail-row--unread/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: /E-Mail/ })).toBeVisible();
  await expect(page.getByTestId('mail-unread-dot')).toHaveCount(0);

  // The pictures with rewards and offers (stubbed replies, see the top of the file).
  await stubRewardMailbox(page);
  await stubActivities(page);
  for (const [theme, locale, suffix] of [
    ['light', 'en', 'light'],
    ['dark', 'en', 'dark'],
    ['light', 'ur', 'urdu'],
  ] as const) {
    await setLook(page, theme, locale);
    await skipHomePopupsToday(page);
    await page.goto('/notifications');
    await expect(page.getByTestId('mail-row')).toHaveCount(3);
    if (locale === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await snap(page, `mailbox-03-rewards-${suffix}`);
    await page.goto('/activitylist');
    await expect(page.getByTestId('offer-mailbox')).toBeVisible();
    // The Activity tab's badge: the pending count, 1.5 s after start.
    await expect(page.locator('.app-tab-bar .adm-badge-content')).toHaveText('2');
    await snap(page, `activity-01-list-${suffix}`);
  }
  await page.getByTestId('offer-mailbox').click();
  await expect(page).toHaveURL(/\/notifications$/);
});
