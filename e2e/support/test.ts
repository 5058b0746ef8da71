// The `test` every spec uses: Playwright's, plus a guard that fails a test when any page it opened
// (in the default context or one made with browser.newContext) reports a Content-Security-Policy
// violation: the server's policies (docs/hardening/headers-and-budget.md) must never block
// anything the apps, the demo games or the gateway pages do.
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

export const test = base.extend<{ cspGuard: void }>({
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
