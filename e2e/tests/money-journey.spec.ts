// The money journey on the real server (sandbox gateway, fresh embedded database): a new player
// deposits ₨500 by Jazzcash and pays on the sandbox page; the balance shows ₨525.00 with one
// betting task; binds a withdrawal account; withdraws; an operator approves and marks it paid; the
// Withdraw record shows it paid.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { bindWithdrawalAccount, register } from '../support/player.ts';
import { snap } from '../support/screens.ts';
import { operatorLogin } from '../support/operator.ts';


/** Deposit through the panel and approve on the sandbox payer page; returns after the app shows it paid. */
async function deposit(page: Page, choose: (panel: ReturnType<Page['getByRole']>) => Promise<void>, shots: boolean) {
  const userBar = page.getByRole('region', { name: 'Player shortcuts' });
  await userBar.getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByRole('dialog', { name: 'Deposit' });
  await expect(panel.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('radio', { name: 'Jazzcash' }).click();
  await choose(panel);
  await panel.getByLabel('Wallet phone number').fill('03001234567');
  if (shots) await snap(page, 'money-01-deposit-panel');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();

  // The app sends the payer to the pay host (pay.html), which forwards to the sandbox checkout.
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  if (shots) await snap(page, 'money-02-sandbox-page');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('link', { name: 'Back to Khel' }).click();
  await page.waitForURL(/\/PaymentPage\?orderId=/);
  await expect(page.getByTestId('order-state')).toHaveText(/Payment received/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to home' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('themeMode', 'light');
    localStorage.setItem('locale', 'en');
  });
  await page.reload();
});

test('deposit ₨500 by Jazzcash: balance ₨525.00 and one betting task', async ({ page }) => {
  await register(page, 'dep');
  await deposit(page, (panel) => panel.getByRole('radio', { name: /^₨500, bonus \+25$/ }).click(), true);
  await expect(page.getByTestId('balance')).toHaveText('₨525.00', { timeout: 15_000 });
  await snap(page, 'money-03-balance-after-deposit');

  // The bonus carries a betting task: the Withdraw tab shows nothing withdrawable and the task list.
  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Withdraw' }).click();
  const panel = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(panel.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('button', { name: '+ Add withdrawal account' }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Full name cannot be empty')).toBeVisible();
  await expect(panel.getByText('CNIC cannot be empty')).toBeVisible();
  await panel.getByLabel('Full name').fill('Ali Khan');
  await panel.getByLabel('Account number').fill('03001234567');
  await panel.getByLabel('Payment type').selectOption('Jazzcash');
  await panel.getByLabel('ID number (CNIC)').fill('3520212345671');
  await snap(page, 'money-04-withdraw-form');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Binding successful')).toBeVisible();
  await expect(panel.getByTestId('withdrawable')).toHaveText('₨0.00');
  await panel.getByRole('button', { name: 'Betting tasks' }).click();
  const tasks = page.getByRole('dialog', { name: 'Betting tasks' });
  await expect(tasks.getByTestId('betting-task')).toHaveCount(1);
  await expect(tasks.getByTestId('betting-task')).toContainText('Deposit bonus · ₨25.00');
  await expect(tasks.getByTestId('betting-task')).toContainText('Not started');
  await snap(page, 'money-05-betting-tasks');

  // The panel in dark theme and Urdu (right to left).
  await page.evaluate(() => {
    localStorage.setItem('themeMode', 'dark');
    localStorage.setItem('locale', 'ur');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('.user-bar__action').nth(2).click();
  await expect(page.getByRole('tab', { name: 'جمع کریں' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'money-09-deposit-panel-dark-urdu');
  await page.getByRole('tab', { name: 'رقم نکالیں' }).click();
  await expect(page.getByTestId('withdrawable')).toBeVisible();
  await snap(page, 'money-10-withdraw-panel-dark-urdu');
});

test('withdraw to the bound account, operator approves and pays, the record shows it paid', async ({ page, request }) => {
  // No game can complete a betting task yet and goldWin is 0 while one is unfinished, so this player
  // deposits a custom amount (no bonus, hence no task) to have something withdrawable.
  await register(page, 'wdr');
  await deposit(page, (panel) => panel.getByRole('textbox', { name: 'Amount' }).fill('300'), false);
  await expect(page.getByTestId('balance')).toHaveText('₨300.00', { timeout: 15_000 });

  await page.getByRole('region', { name: 'Player shortcuts' }).getByRole('button', { name: 'Withdraw' }).click();
  const panel = page.getByRole('dialog', { name: 'Withdraw' });
  await bindWithdrawalAccount(panel);
  await expect(panel.getByTestId('withdrawable')).toHaveText('₨300.00');

  const amount = panel.getByPlaceholder('Amount withdrawn');
  await amount.fill('50');
  await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(panel.getByText('Minimum withdrawal: 100.00')).toBeVisible();
  await page.waitForTimeout(600); // submit taps within 500 ms are one tap
  await amount.fill('400');
  await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(panel.getByText('Insufficient coins')).toBeVisible();
  await amount.fill('200');
  await snap(page, 'money-06-withdraw-amount');
  await page.waitForTimeout(600);
  await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal successful')).toBeVisible();
  await expect(panel.getByTestId('withdrawable')).toHaveText('₨100.00');

  // One operator approves, a second marks it paid (maker-checker), through the operator API.
  const token = await operatorLogin(request);
  const headers = { 'x-operator-token': token };
  const payer = { 'x-operator-token': await operatorLogin(request, 'e2e_payer') };
  const list = await request.get('/admin/api/withdrawals', { headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const { items } = (await list.json()) as { items: { id: number; amount: number; state: string }[] };
  const mine = items.find((item) => item.amount === 20000);
  expect(mine).toBeDefined();
  if (mine!.state === 'pending') {
    const approved = await request.post(`/admin/api/withdrawals/${mine!.id}/approve`, { headers, data: {} });
    expect(approved.ok(), await approved.text()).toBeTruthy();
    expect(((await approved.json()) as { state: string }).state).toBe('processing');
  }
  const paid = await request.post(`/admin/api/withdrawals/${mine!.id}/mark-paid`, { headers: payer, data: { reference: 'E2E-PAYOUT-1' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  expect(((await paid.json()) as { state: string }).state).toBe('paid');

  await page.goto('/record');
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  const row = page.getByTestId('record-row').first();
  await expect(row).toContainText('₨200.00');
  await expect(row).toContainText('Paid');
  await snap(page, 'money-07-withdraw-record');
  await page.getByRole('tab', { name: 'Deposit' }).click();
  await expect(page.getByTestId('record-row').first()).toContainText('₨300.00');
  await snap(page, 'money-08-deposit-record');
});
