// The back-office console at 1440×900, beside a player's phone: an admin logs in with
// TOTP, reads the dashboard, finds the player, credits them through a second-approved adjustment,
// approves their withdrawal — which a second operator pays (the approver cannot) — and freezes them;
// the player's app then says the account is blocked. Screens are saved for people to look at.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { choose, consoleLogin, consolePage } from '../support/console.ts';
import { operatorCredentials, operatorLogin, type E2eOperator } from '../support/operator.ts';
import { bindWithdrawalAccount, register } from '../support/player.ts';
import { snap } from '../support/screens.ts';

async function consoleAs(browser: Browser, baseURL: string, username: E2eOperator, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await consolePage(browser, baseURL, theme);
  await consoleLogin(page, operatorCredentials(username));
  return page;
}

test('an admin and a second operator work a player: dashboard, search, adjustment, maker-checker payout, freeze', async ({ page, browser, request, baseURL }) => {
  // The player, on the phone.
  await page.goto('/');
  const player = await register(page, 'bo');

  // The admin logs in with password + TOTP and reads the dashboard.
  const admin = await consoleAs(browser, baseURL!, 'e2e_admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.locator('.ant-statistic-title', { hasText: 'Active players' })).toBeVisible();
  await expect(admin.getByText('GGR, NGR and bonus cost (₨)')).toBeVisible();
  await expect(admin.getByRole('menuitem', { name: 'Operators' })).toBeVisible();
  await snap(admin, 'admin-01-dashboard');

  // Finds the player by phone, as typed with the leading 0.
  await admin.getByRole('menuitem', { name: 'Players' }).click();
  await admin.getByLabel('Search players').fill(`0${player.phone}`);
  await admin.getByLabel('Search players').press('Enter');
  const row = admin.getByTestId('data-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player.account);
  await snap(admin, 'admin-02-player-search');
  await row.click();
  await expect(admin.getByRole('heading', { name: /Player \d+/ })).toBeVisible();
  const playerId = Number(/Player (\d+)/.exec((await admin.getByRole('heading', { name: /Player \d+/ }).textContent()) ?? '')![1]);

  // A ₨1,000.00 goodwill credit: requested by the admin, approved by a finance operator.
  await admin.getByRole('button', { name: 'Adjust balance…' }).click();
  const adjust = admin.getByRole('dialog', { name: /Adjust the balance/ });
  await adjust.getByLabel('Amount (₨)').fill('1000');
  await adjust.getByLabel('Category').click();
  await admin.getByTitle('goodwill').click();
  await adjust.getByLabel('Reason').fill('Welcome credit for the e2e journey');
  await adjust.getByRole('button', { name: 'Request' }).click();
  await expect(admin.getByText(/waits for a second operator/)).toBeVisible();
  const finance = { 'x-operator-token': await operatorLogin(request, 'e2e_finance') };
  const pending = (await (await request.get(`/admin/api/adjustments?state=pending&playerId=${playerId}`, { headers: finance })).json()) as { items: { id: number }[] };
  const approved = await request.post(`/admin/api/adjustments/${pending.items[0]!.id}/approve`, { headers: finance, data: {} });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  await admin.reload();
  await expect(admin.getByText('₨1,000.00').first()).toBeVisible();
  await snap(admin, 'admin-03-player-view');

  // The player sees the money and asks for ₨200.00 to their bound account.
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('₨1,000.00', { timeout: 15_000 });
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Withdraw' }).click();
  const panel = page.getByRole('dialog', { name: 'Withdraw' });
  await bindWithdrawalAccount(panel);
  await expect(panel.getByTestId('withdrawable')).toHaveText('₨1,000.00');
  await panel.getByPlaceholder('Amount withdrawn').fill('200');
  await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal successful')).toBeVisible();

  // The admin approves it in the queue; marking it paid is not theirs to do.
  await admin.getByRole('menuitem', { name: 'Withdrawals' }).click();
  await admin.getByLabel('Player ID').fill(String(playerId));
  const queued = admin.getByTestId('data-row').filter({ hasText: '₨200.00' });
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('pending');
  await snap(admin, 'admin-04-withdrawal-queue');
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(/Approved: W\d+ is processing/)).toBeVisible();
  await expect(queued).toHaveCount(0); // it left the pending queue
  await choose(admin, 'State', 'processing');
  await expect(queued).toContainText('processing');
  await expect(queued.getByRole('button', { name: 'Mark paid' })).toBeDisabled();

  // A second operator pays it with the gateway reference.
  const payer = await consoleAs(browser, baseURL!, 'e2e_payer', 'dark');
  await expect(payer.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0); // finance: no operator management
  await payer.getByRole('menuitem', { name: 'Withdrawals' }).click();
  await choose(payer, 'State', 'processing');
  await payer.getByLabel('Player ID').fill(String(playerId));
  const toPay = payer.getByTestId('data-row').filter({ hasText: '₨200.00' });
  await toPay.getByRole('button', { name: 'Mark paid' }).click();
  await payer.getByLabel('Gateway reference of the payout').fill('EP-E2E-0001');
  await payer.getByRole('button', { name: 'Mark paid' }).last().click();
  await expect(payer.getByText(/Mark paid: W\d+ is paid/)).toBeVisible();
  await snap(payer, 'admin-05-paid-by-second-operator-dark');

  // The admin freezes the player; the player's app says the account is blocked.
  await admin.goto(`/admin/players/${playerId}`);
  await admin.getByRole('button', { name: 'Freeze…' }).click();
  await admin.getByLabel('Reason (kept in the history and the audit log)').fill('Chargeback investigation');
  await admin.getByRole('dialog', { name: /Freeze player/ }).getByRole('button', { name: 'Freeze' }).click();
  await expect(admin.getByText('Frozen: this player cannot log in, play or deposit.')).toBeVisible();
  await snap(admin, 'admin-06-player-frozen');

  // The app's next call (its 30 s refresh at the latest) is refused with 1013: a dialog says why.
  const blocked = page.getByRole('dialog').filter({ hasText: 'This account cannot log in. Please contact support' });
  await expect(blocked).toBeVisible({ timeout: 45_000 });
  await snap(page, 'admin-07-player-app-blocked');
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Register' })).toBeVisible();

  // The audit log holds each step, with who did it.
  await admin.getByRole('menuitem', { name: 'Audit log' }).click();
  await admin.getByLabel('Target').fill(`player:${playerId}`);
  await admin.getByLabel('Target').press('Enter');
  await expect(admin.getByTestId('data-row').filter({ hasText: 'player.freeze' })).toHaveCount(1);
  await expect(admin.getByTestId('data-row').filter({ hasText: 'adjustment.approve' })).toContainText('e2e_finance');
  await snap(admin, 'admin-08-audit-log');
});
