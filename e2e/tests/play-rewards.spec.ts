// Play rewards on the real server (fresh embedded database, real clock): a new player opens the
// new-player red packet on /promo/daily (₨5.00, 'Amount received'), sees the online-rewards page
// counting their time, and the /loss page whose title has the header to itself (the minimised red
// packet docks on home only). Screenshots of /OnlineRewards and /loss in light, dark and Urdu.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { setLook, snap } from '../support/screens.ts';


/**
 * Signs a new player up through the API (plain JSON, plain reply) and stores the session the way
 * the app does, so the home page's automatic popups do not stand in the way of this journey.
 */
async function registerByApi(page: Page): Promise<void> {
  const account = `pr${Date.now().toString(36).slice(-7)}`.slice(0, 11);
  const reply = await page.request.post('/usercenter/game/login', {
    headers: { 'x-wire': 'plain' },
    data: { type: 2, loginType: 64, account, telephone: `3${String(Date.now()).slice(-9)}`, token: 'secret12', ageConfirmed: true, deviceId: 'e2e-play-rewards' },
  });
  const body = (await reply.json()) as { code: number; msg: string; data: { token: string; playerInfo: { playerIcon: { playerId: number } } } };
  expect(body.code, body.msg).toBe(1);
  const player = { playerId: body.data.playerInfo.playerIcon.playerId, showId: '', name: account, account, icon: 2001, usericonimg: '', gold: 0, vip: 0, vipExperience: 0, vipExperience2: 0, vipUpgradePending: false, phone: '0', email: '', firstPayState: 0 };
  await page.evaluate(
    ([token, info]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('UserInformation', info);
    },
    [body.data.token, JSON.stringify(player)] as const,
  );
}

test('new-player red packet, online rewards with the red packet, loss rebate', async ({ page }) => {
  await page.goto('/');
  await setLook(page, 'light', 'en');
  await registerByApi(page);

  await page.goto('/promo/daily');
  const card = page.getByTestId('new-user-packet');
  await expect(card).toContainText('A welcome gift of');
  await expect(page.getByTestId('daily-gift-1')).toContainText('₨1.00');
  await card.getByRole('button', { name: /^Open/ }).click();
  const received = page.getByRole('dialog', { name: 'Amount received' });
  await expect(received.getByTestId('received-amount')).toHaveText('₨5.00');
  await snap(page, 'play-rewards-01-red-packet-received');
  await received.getByRole('button').last().click();
  await expect(card.getByText('Opened')).toBeVisible();

  await page.goto('/OnlineRewards');
  await expect(page.getByTestId('online-today')).toContainText('Online today');
  await expect(page.getByTestId('online-tier-1')).toContainText('₨1.00');
  // The minimised red packet docks on home only: sub-page titles keep the header's width.
  const packet = page.getByTestId('online-red-packet');
  await expect(packet).toHaveCount(0);
  await snap(page, 'play-rewards-02-online-light');

  await page.goto('/loss');
  await expect(packet).toHaveCount(0);
  await expect(page.getByText('Get 5% of a day’s net loss back')).toBeVisible();
  await expect(page.getByTestId('loss-today')).toContainText(/Net loss ₨0.00/);
  await snap(page, 'play-rewards-03-loss-light');

  for (const [theme, locale] of [
    ['dark', 'en'],
    ['light', 'ur'],
    ['dark', 'ur'],
  ] as const) {
    await setLook(page, theme, locale);
    await page.goto('/OnlineRewards');
    await expect(page.getByTestId('online-tier-4')).toBeVisible();
    await snap(page, `play-rewards-02-online-${theme}-${locale}`);
    await page.goto('/loss');
    await expect(page.getByTestId('loss-today')).toBeVisible();
    await snap(page, `play-rewards-03-loss-${theme}-${locale}`);
  }
  await page.goto('/');
  await expect(page.getByTestId('online-red-packet')).toBeVisible();
  await expect(page.getByTestId('online-red-packet')).toHaveText(/\d\d:\d\d/);
});
