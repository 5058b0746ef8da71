// VIP on the real server (fresh embedded database, sandbox gateway): a new player is VIP0; after a
// deposit and one big in-house slot round (₨1,111.20 staked = ₨1,000.08 of valid bets, set up
// through the API) they are VIP1 with the red dot on (vipUpgradePending in the session), /vip pays
// the ₨10.00 upgrade reward with the 'Amount received' popup and the dot goes off. The pages are
// opened directly, not from home, so the home popups do not get in the way. Screenshots in light,
// dark and Urdu.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { snap } from '../support/screens.ts';


/** Leaves the session in storage the way a login does (token + UserInformation). */
async function signInAs(page: Page, token: string, playerInfo: unknown) {
  await page.evaluate(
    ([t, p]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('satoken', t);
      localStorage.setItem('UserInformation', JSON.stringify(p));
    },
    [token, playerInfo] as const,
  );
}

async function settings(page: Page, theme: 'light' | 'dark', locale: 'en' | 'ur') {
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('themeMode', t);
      localStorage.setItem('locale', l);
    },
    [theme, locale] as const,
  );
  await page.reload();
}

type Api = Page['request'];

/** A player call with the session, answered as plain JSON (x-wire: plain). */
async function api<T>(request: Api, path: string, body: unknown, token = ''): Promise<T> {
  const response = await request.post(path, { data: body, headers: { satoken: token, 'x-wire': 'plain' } });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(1);
  return envelope.data;
}

/**
 * A player who has played ₨1,111.20 on the in-house slot (₨1,000.08 of valid bets, VIP1), set up
 * through the API: sign-up, a ₨2,000 Jazzcash deposit approved on the sandbox payer page, one spin.
 */
async function vipOnePlayer(request: Api): Promise<{ token: string; playerInfo: unknown }> {
  const stamp = Date.now().toString(36).slice(-7);
  const login = await api<{ token: string }>(request, '/usercenter/game/login', {
    type: 2,
    loginType: 64,
    account: `vip${stamp}`.slice(0, 11),
    telephone: `3${String(Date.now()).slice(-9)}`,
    token: 'secret12',
    ageConfirmed: true,
    agentId: '',
    deviceId: 'e2e-vip',
  });
  const order = await api<{ payUrl: string }>(request, '/usercenter/game/deposit', { typeName: 'Jazzcash', amount: 200_000, phone: '03001234567' }, login.token);
  const checkout = await request.get(order.payUrl, { maxRedirects: 0 });
  const ref = /\/sandbox-gateway\/pay\/(\w+)$/.exec(checkout.headers().location ?? '')?.[1];
  expect(ref).toBeTruthy();
  await request.post(`/sandbox-gateway/pay/${ref}`, { form: { action: 'approve', misbehave: 'none' } });
  await expect.poll(async () => (await api<{ gold: number }>(request, '/usercenter/game/playerInfo', {}, login.token)).gold).toBeGreaterThanOrEqual(200_000);
  await api(request, '/usercenter/inhouse/slot/spin', { bet: 111_120 }, login.token);
  // The spin's valid bet reaches VIP experience through the play outbox, within a second.
  await expect.poll(async () => (await api<{ vip: number }>(request, '/usercenter/game/playerInfo', {}, login.token)).vip).toBe(1);
  return { token: login.token, playerInfo: await api(request, '/usercenter/game/playerInfo', {}, login.token) };
}

/** The app's stored session (what a login leaves in localStorage). */
const storedPlayer = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('UserInformation') ?? '{}') as { gold: number; vip: number; vipUpgradePending: boolean });

test('VIP1 from valid bets: the red dot, the ₨10.00 upgrade reward, the levels and loyalty pages', async ({ page }) => {
  // A new player is VIP0 with every reward locked.
  await page.goto('/');
  await settings(page, 'light', 'en');
  const fresh = await api<{ token: string }>(page.request, '/usercenter/game/login', {
    type: 2,
    loginType: 64,
    account: `vz${Date.now().toString(36).slice(-7)}`.slice(0, 11),
    telephone: `3${String(Date.now() + 7).slice(-9)}`,
    token: 'secret12',
    ageConfirmed: true,
    agentId: '',
    deviceId: 'e2e-vip',
  });
  await signInAs(page, fresh.token, await api(page.request, '/usercenter/game/playerInfo', {}, fresh.token));
  await page.goto('/vip');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
  await expect(page.getByTestId('vip-progress')).toHaveText('0.00%');
  await expect(page.getByTestId('vip-to-next')).toContainText('₨1,000.00');
  await expect(page.getByTestId('vip-reward-1')).toContainText('Reach VIP1');
  await snap(page, 'vip-01-level-0');

  // VIP1 after valid bets: the session carries the red dot until the reward is claimed.
  const { token, playerInfo } = await vipOnePlayer(page.request);
  await signInAs(page, token, playerInfo);
  await page.goto('/vip');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
  await expect(page.getByTestId('vip-tier').first()).toHaveText('Steel');
  await expect(page.getByText('1 reward to claim')).toBeVisible();
  expect(await storedPlayer(page)).toMatchObject({ vip: 1, vipUpgradePending: true });
  await snap(page, 'vip-03-level-1-claimable');
  await page.getByTestId('vip-reward-5').scrollIntoViewIfNeeded();
  await snap(page, 'vip-03b-level-rewards');
  const before = (await storedPlayer(page)).gold;

  await page.getByRole('button', { name: 'Claim VIP1' }).click();
  await expect(page.getByTestId('received-amount')).toHaveText('₨10.00');
  await snap(page, 'vip-04-amount-received');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('vip-reward-1')).toContainText('Claimed');
  await expect.poll(async () => (await storedPlayer(page)).gold).toBe(before + 1_000);
  expect((await storedPlayer(page)).vipUpgradePending).toBe(false);

  await page.goto('/vipintroduce');
  await expect(page.getByTestId('vip-level-11')).toContainText('Legend');
  await expect(page.getByTestId('vip-level-1')).toHaveAttribute('aria-current', 'true');
  await snap(page, 'vip-05-levels');

  await page.goto('/profile/loyalty-program');
  await expect(page.getByTestId('loyalty-tier')).toHaveText('Steel');
  await snap(page, 'vip-06-loyalty');

  await page.goto('/vip');
  await settings(page, 'dark', 'en');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
  await snap(page, 'vip-07-dark');
  await settings(page, 'dark', 'ur');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
  await snap(page, 'vip-08-dark-urdu');
  await settings(page, 'light', 'ur');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
  await snap(page, 'vip-09-light-urdu');
  await page.goto('/vipintroduce');
  await expect(page.getByTestId('vip-level-11')).toBeVisible();
  await snap(page, 'vip-10-levels-urdu');
  await page.goto('/profile/game-loyalty-program');
  await settings(page, 'dark', 'en');
  await expect(page.getByTestId('loyalty-tier')).toHaveText('Steel');
  await snap(page, 'vip-11-game-loyalty-dark');
});
