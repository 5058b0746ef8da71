// Offline: once the service worker controls the page, a reload without a network
// still starts the app (the precached shell and hashed assets) and says it is offline, in the
// player's language, until the network is back. The server's own pages are never answered with
// the app shell. Screenshots of the offline state: light, dark and Urdu.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { skipHomePopupsToday } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

const OFFLINE_EN = "You're offline. This is the saved app; your balance, games and payments come back when you reconnect.";
const OFFLINE_UR = 'آپ آف لائن ہیں۔';

/** Resolves once the service worker is active and controls this page (it claims open pages). */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

const tabBar = (page: Page) => page.locator('.app-tab-bar');
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /offline|آف لائن|离线/ });

test('a reload offline shows the app shell and the offline banner; back online it goes', async ({ page, context }) => {
  const tile = page.waitForResponse((response) => /\/games\/.+\.png\?v=\w+$/.test(response.url()));
  await page.goto('/');
  await skipHomePopupsToday(page);
  await waitForServiceWorkerControl(page);
  await expect(tabBar(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // Game tiles are asked for with the images' version, which the server caches for a year.
  expect((await tile).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await context.setOffline(true);
  await page.reload();
  await expect(tabBar(page)).toBeVisible();
  await expect(page.locator('.app-tab-bar')).toContainText('Home');
  await expect(banner(page)).toHaveText(OFFLINE_EN);
  // The home artwork (versioned, precached) still draws.
  await expect(page.locator('.category-bar__item img').first()).toHaveJSProperty('complete', true);
  expect(await page.locator('.category-bar__item img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await snap(page, 'offline-home-light');

  // A deep link of the player app opens offline too: the shell answers every app route.
  await page.goto('/vip');
  await expect(banner(page)).toHaveText(OFFLINE_EN);

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await expect(tabBar(page)).toBeVisible();

  // The server's own pages are not the app's: offline, they fail instead of showing the shell.
  await context.setOffline(true);
  for (const path of ['/health', '/admin', '/demo-games/pg/any-game']) {
    const tab = await context.newPage();
    await expect(tab.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await tab.close();
  }
});

test('the offline banner in dark and in Urdu (right to left)', async ({ page, context }) => {
  await page.goto('/');
  await skipHomePopupsToday(page);
  await waitForServiceWorkerControl(page);

  await setLook(page, 'dark', 'en');
  await context.setOffline(true);
  await page.reload();
  await expect(banner(page)).toHaveText(OFFLINE_EN);
  await snap(page, 'offline-home-dark');

  await setLook(page, 'light', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(banner(page)).toContainText(OFFLINE_UR);
  await snap(page, 'offline-home-ur');
});
