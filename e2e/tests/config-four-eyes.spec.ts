// Four eyes on config (docs/compliance/four-eyes.md): a money document (BindRewardConf) changes only with a second operator. The admin
// proposes a new phone-binding reward in the console and cannot approve his own proposal (the
// buttons say why); a second admin reviews the diff under Pending changes and approves it; only
// then are the apps served the new amount.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { consoleLogin, consolePage } from '../support/console.ts';
import { operatorCredentials } from '../support/operator.ts';
import { snap } from '../support/screens.ts';

interface Bind {
  phone: { amount: number; multi: number };
  bankCard: { amount: number; multi: number };
}

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('khel-admin-session') ?? '{}') as { token: string }).token);

test('a reward change is proposed by one admin, refused to him, approved by a second, then served', async ({ browser, baseURL, request }) => {
  const served = async () => (await (await request.get('/config/BindRewardConf.json')).json()) as Bind;
  const original = await served();
  const amount = original.phone.amount + 100;

  const proposer = await consolePage(browser, baseURL!);
  await consoleLogin(proposer, operatorCredentials('e2e_admin'));
  await proposer.getByRole('menuitem', { name: 'Config' }).click();
  const listed = proposer.getByTestId('data-row').filter({ hasText: 'BindRewardConf' });
  await expect(listed).toContainText('second operator approves');
  await expect(proposer.getByTestId('data-row').filter({ hasText: 'MarqueeSysConf' })).toContainText('direct');
  await listed.click();
  await expect(proposer.getByRole('alert').filter({ hasText: 'A second operator must approve every change to BindRewardConf' })).toBeVisible();
  await proposer.locator('#root_phone_amount').fill(String(amount));
  await proposer.getByRole('button', { name: 'Propose change' }).click();
  await expect(proposer.getByText(/Change #\d+ to BindRewardConf proposed: nothing is live until a second operator approves it/)).toBeVisible();
  expect(await served()).toEqual(original);

  // His own proposal: Approve and Reject are disabled, with the reason; he may withdraw it.
  await proposer.getByRole('tab', { name: 'Pending changes' }).click();
  const row = proposer.getByRole('table', { name: 'Config changes' }).getByTestId('data-row').first();
  await expect(row).toContainText('pending');
  await expect(row).toContainText('e2e_admin');
  await row.getByRole('button', { name: 'Review' }).click();
  const review = proposer.getByRole('dialog');
  await expect(review.getByRole('alert')).toHaveText('You proposed this change: a second operator must approve or reject it');
  await expect(review.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(review.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(review.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  await snap(proposer, 'config-four-eyes-01-own-proposal');
  const proposerToken = await tokenOf(proposer);

  // The second admin (dark theme) sees it under Pending changes, with the diff, and approves it.
  const approver = await consolePage(browser, baseURL!, 'dark');
  await consoleLogin(approver, operatorCredentials('e2e_admin2'));
  await approver.getByRole('menuitem', { name: 'Pending changes' }).click();
  await expect(approver.getByRole('heading', { name: 'Pending changes' })).toBeVisible();
  await expect(approver.locator('.ant-menu-item-selected')).toHaveText('Pending changes');
  const pending = approver.getByTestId('data-row').filter({ hasText: 'BindRewardConf' }).first();
  await pending.getByRole('button', { name: 'Review' }).click();
  const dialog = approver.getByRole('dialog');
  await expect(dialog.getByTestId('config-diff')).toContainText(`+    "amount": ${amount}`);
  await snap(approver, 'config-four-eyes-02-review-dark');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText(/BindRewardConf: change #\d+ approved and live/)).toBeVisible();
  await expect.poll(async () => (await served()).phone.amount).toBe(amount);

  // Put the seeded amount back the same way (a proposal and a second admin), for the other journeys.
  const proposed = await request.post('/admin/api/config/BindRewardConf/proposals', { headers: { 'x-operator-token': proposerToken }, data: { body: original } });
  expect(proposed.ok()).toBe(true);
  const { id } = (await proposed.json()) as { id: number };
  const restored = await request.post(`/admin/api/config-proposals/${id}/approve`, { headers: { 'x-operator-token': await tokenOf(approver) }, data: {} });
  expect(restored.ok()).toBe(true);
  expect(await served()).toEqual(original);
});
