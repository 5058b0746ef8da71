// The support chat on the real server: a player writes from the left menu's Live Support while no
// agent is online (the offline note), an admin takes the conversation in the console's inbox and
// answers, and the player's open panel shows the answer and ✓✓ on their message. Screenshots of the
// panel in light, dark and Urdu and of the inbox at 1440×900.
import { expect, test } from '../support/test.ts';
import { consoleLogin, consolePage } from '../support/console.ts';
import { operatorCredentials } from '../support/operator.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

test('a player writes, an agent answers from the inbox, the player sees the answer and the read mark', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  await register(page, 'chat');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Live Support' }).click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await expect(panel.getByRole('status')).toContainText('Our agents are offline right now');
  const question = `Deposit not credited ${Date.now().toString(36)}`;
  await panel.getByRole('textbox', { name: 'Write a message' }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(question)).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Sent' })).toBeVisible();
  await snap(page, 'support-chat-offline');

  const agent = await consolePage(browser, baseURL!);
  await consoleLogin(agent, operatorCredentials('e2e_admin'));
  await agent.goto('/admin/support');
  await agent.getByRole('button', { name: new RegExp(question) }).click();
  await agent.getByRole('button', { name: 'Take' }).click();
  await expect(agent.getByText('Assigned to e2e_admin')).toBeVisible();
  await agent.getByRole('textbox', { name: 'Reply' }).fill('Found it: credited now. <b>Thanks</b> for waiting.');
  await agent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(agent.getByRole('list', { name: 'Messages' }).getByText('Found it: credited now.', { exact: false })).toBeVisible();
  await snap(agent, 'support-inbox');

  // Live or polled: the answer arrives while the panel is open, shown as text.
  await expect(panel.getByText('Found it: credited now. <b>Thanks</b> for waiting.')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('img', { name: 'Read' })).toBeVisible({ timeout: 15_000 });
  await snap(page, 'support-chat-light');

  for (const [theme, locale] of [['dark', 'en'], ['light', 'ur']] as const) {
    await setLook(page, theme, locale);
    await page.reload();
    await page.getByRole('button', { name: locale === 'ur' ? /مینو|Menu/ : 'Menu', exact: locale !== 'ur' }).first().click();
    await page.getByRole('navigation').getByRole('button').filter({ hasText: locale === 'ur' ? /سپورٹ|Live/ : 'Live Support' }).first().click();
    await expect(page.getByText('Found it: credited now.', { exact: false })).toBeVisible();
    await snap(page, `support-chat-${theme}-${locale}`);
  }
  await agent.context().close();
});
