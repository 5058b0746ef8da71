// The sportsbook's trading desk in the console at 1440×900 (four eyes, docs/decisions/sportsbook.md):
// an admin opens a match of the demo feed, asks to void one of its markets with a reason — nothing
// changes until a second admin approves it on Settlements — and the second admin (dark theme)
// approves; the market then shows as void to both.
import { expect, test } from '../support/test.ts';
import { choose, consoleLogin, consolePage } from '../support/console.ts';
import { operatorCredentials } from '../support/operator.ts';
import { snap } from '../support/screens.ts';

test('a market is voided only when a second admin approves the request', async ({ browser, baseURL }) => {
  const trader = await consolePage(browser, baseURL!);
  await consoleLogin(trader, operatorCredentials('e2e_admin'));
  await trader.goto('/admin/sportsbook/events');
  const events = trader.getByRole('table', { name: 'Sportsbook events' }).getByTestId('data-row');
  await expect(events.first()).toBeVisible({ timeout: 30_000 });
  await snap(trader, 'sportsbook-desk-01-events');
  // A match not yet started: its markets stay open until the settlement is approved.
  await choose(trader, 'Status', 'scheduled');
  await expect(events.first()).toContainText('scheduled');
  await events.first().click();
  await expect(trader.getByRole('button', { name: /^Suspend event|^Resume event/ })).toBeVisible();
  const market = trader.locator('tr.ant-table-row').filter({ has: trader.getByRole('button', { name: 'Settle…' }) }).first();
  await market.getByRole('button', { name: 'Settle…' }).click();
  const ask = trader.getByRole('dialog');
  await ask.getByRole('radio', { name: 'Void (every stake returned)' }).check();
  await ask.getByLabel('Reason').fill('fixture postponed by the league');
  await ask.getByRole('button', { name: 'Ask for settlement' }).click();
  await expect(market).toContainText('awaiting approval');
  await snap(trader, 'sportsbook-desk-02-awaiting');

  const checker = await consolePage(browser, baseURL!, 'dark');
  await consoleLogin(checker, operatorCredentials('e2e_admin2'));
  await checker.goto('/admin/sportsbook/settlements');
  const pending = checker.getByRole('table', { name: 'Settlements' }).getByTestId('data-row').filter({ hasText: 'fixture postponed by the league' }).first();
  await expect(pending).toContainText('Void');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0); // it leaves the pending list…
  await choose(checker, 'State', 'approved'); // …for the approved one
  await expect(checker.getByRole('table', { name: 'Settlements' }).getByTestId('data-row').filter({ hasText: 'fixture postponed by the league' }).first()).toContainText('approved');
  await snap(checker, 'sportsbook-desk-03-approved-dark');

  await trader.reload();
  await expect(trader.locator('tr.ant-table-row').filter({ hasText: 'void' }).first()).toBeVisible({ timeout: 15_000 });
});
