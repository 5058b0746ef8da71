// The account pages, as a player uses them: personal data (nickname kept after a reload, a copy of
// the data downloaded), marketing subscriptions (a switch kept after a reload), the promotions
// list, the robot games, feedback to the operator, and the tap counters on this device.
import { expect, test } from '../support/test.ts';
import { readFileSync } from 'node:fs';
import { operatorLogin } from '../support/operator.ts';
import { register } from '../support/player.ts';
import { snap } from '../support/screens.ts';

test('personal data and subscriptions are kept by the server', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('themeMode', 'light');
  });
  await page.reload();
  const { account, phone } = await register(page, 'pd');

  await page.goto('/profile/settings');
  await page.getByText('Personal data').click();
  await expect(page).toHaveURL(/\/profile\/settings\/personal-data$/);
  await expect(page.getByText(account).first()).toBeVisible();
  await expect(page.getByText(`+92 ${phone}`)).toBeVisible();

  // Nickname: the personal centre's editor, saved on the server, still there after a reload.
  await page.getByText('Nickname', { exact: true }).click();
  await page.getByLabel('Nickname').fill('Sana Khan');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('personal-nickname')).toHaveText('Sana Khan');
  await page.reload();
  await expect(page.getByTestId('personal-nickname')).toHaveText('Sana Khan');

  // Download my data: a JSON file with what the server keeps.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^khel-personal-data-\d{8}\.json$/);
  const saved = JSON.parse(readFileSync(await file.path(), 'utf8')) as { name: string; account: string; sessions: unknown[] };
  expect(saved).toMatchObject({ name: 'Sana Khan', account });
  expect(saved.sessions.length).toBeGreaterThan(0);
  await snap(page, 'issue9-personal-data');

  // Subscriptions: all off; SMS on is saved and still on after a reload.
  await page.goto('/profile/settings/subscriptions');
  const sms = page.getByRole('switch', { name: 'SMS' });
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'false');
  await sms.click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  await expect(page.getByTestId('subscriptions-updated')).toHaveText(/^Last changed .+ \(Pakistan time\)$/);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'false');
  // In-app offers are on until the player turns them off (docs/compliance/marketing.md).
  await expect(page.getByRole('switch', { name: 'Offers in the app' })).toHaveAttribute('aria-checked', 'true');
  await snap(page, 'issue9-subscriptions');
});

test('promotions, robot games and feedback', async ({ page, request }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('themeMode', 'light');
  });
  await page.reload();

  // A visitor sees every promotion; opening one asks them to sign up.
  await page.goto('/promo');
  await expect(page.getByRole('heading', { name: 'Deposit offers' })).toBeVisible();
  await expect(page.getByTestId('promo-gift-code')).toContainText('Redeem a code from our channels.');
  await page.goto('/robot-game/anything');
  // Only the games Khel deals itself: slots, crash, dice and mines.
  const robotGames = page.getByRole('list', { name: 'Robot games' });
  await expect(robotGames.getByRole('button', { name: 'Khel Dice', exact: true })).toBeVisible();
  await expect(robotGames.getByRole('button', { name: /^Add .+ to favourites$/ })).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Verify a round' })).toHaveAttribute('href', '/fair/verify');

  await page.goto('/');
  await register(page, 'pr');
  // Taps on the tab bar are counted on the device until the next upload.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Activity').click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('Storedata') ?? '{}') as Record<string, number>)).toMatchObject({ 'tab.activity': 1 });

  await page.goto('/promo/whatever');
  await expect(page.getByTestId('promo-sign-in')).toContainText(/Claim now|In progress|Claimed/);
  await page.getByTestId('promo-gift-code').click();
  await expect(page).toHaveURL(/\/giftcode$/);

  await page.goto('/Customerservice');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Choose what your feedback is about')).toBeVisible();
  await expect(page.getByText('Write 5 to 500 characters')).toBeVisible();
  await page.getByText('Problem', { exact: true }).click();
  await page.getByLabel('Your message').fill('The dice page was slow tonight');
  await expect(page.getByText('Choose what your feedback is about')).toBeHidden();
  await page.waitForTimeout(600); // submit taps within 500 ms are one tap
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you. Our answer will appear below.')).toBeVisible();
  const yours = page.getByRole('region', { name: 'Your feedback' });
  await expect(yours.getByText('The dice page was slow tonight')).toBeVisible();
  await expect(yours.getByText('Waiting for an answer')).toBeVisible();

  // An operator answers on the operator API; the player reads it under the feedback.
  const token = await operatorLogin(request, 'e2e_admin');
  const headers = { 'x-operator-token': token };
  const queue = (await (await request.get('/admin/api/feedback?state=open', { headers })).json()) as { items: { id: number; message: string }[] };
  const mine = queue.items.find((item) => item.message === 'The dice page was slow tonight');
  expect(mine).toBeDefined();
  expect((await request.post(`/admin/api/feedback/${mine!.id}/reply`, { headers, data: { reply: 'Fixed tonight, thank you.' } })).ok()).toBe(true);
  await page.reload();
  await expect(yours.getByText('Answered')).toBeVisible();
  await expect(yours.getByText('Fixed tonight, thank you.')).toBeVisible();
  await snap(page, 'issue9-feedback');
});
