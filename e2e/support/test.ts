// The `test` every spec uses: Playwright's, plus a guard that fails a test when any page it opened
// (in the default context or one made with browser.newContext) reports a Content-Security-Policy
// violation: the server's policies (docs/hardening/headers-and-budget.md) must never block
// anything the apps, the demo games or the gateway pages do.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

// ajv (the console's form validator) reports a compile the CSP blocked as "Error compiling schema".
const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy|Error compiling schema/i;

function watch(context: BrowserContext, violations: string[]): void {
  const onPage = (page: Page) => {
    page.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

// Headless Chromium on one machine gives every context the same browser fingerprint, so every e2e
// player would share one device id, and the AML scan's shared-device rule (every 5 minutes) would
// link them all in one case that blocks their withdrawals, depending on when it ran. Each context is
// its own phone, as each real player's is: it starts with a device id of its own. A spec that needs
// the app to compute the fingerprint itself opts out with test.use({ ownDevice: false }).
async function giveOwnDevice(context: BrowserContext): Promise<void> {
  await context.addInitScript((id) => {
    if (!localStorage.getItem('deviceFingerprint')) localStorage.setItem('deviceFingerprint', id);
  }, `e2e-${randomUUID()}-h5`);
}

export const test = base.extend<{ cspGuard: void; ownDevice: boolean; ownDeviceSetup: void }>({
  ownDevice: [true, { option: true }],
  ownDeviceSetup: [
    async ({ context, browser, ownDevice }, use) => {
      if (!ownDevice) return use();
      await giveOwnDevice(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        await giveOwnDevice(made);
        return made;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watch(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watch(made, violations);
        return made;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
