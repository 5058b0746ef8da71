// The player app's service worker (vite-plugin-pwa injects the precache manifest at build time).
// - Precached: the app shell (index.html) and every hashed build asset, so a reload offline still
//   starts the app, which then shows its offline banner.
// - Navigations go to the network first (a deploy is seen at once); when it fails or hangs, the
//   precached shell answers, for the player app's routes only: the server's own pages (API, hooks,
//   console, demo game pages, sandbox, health) are never answered with the app.
// - The public images (game tiles, avatars, banners…) are served from a bounded runtime cache and
//   refreshed in the background.
import { SERVER_PATH_PREFIXES } from '@khel/contracts/server-paths';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const SHELL = 'index.html';
const NETWORK_TIMEOUT_SECONDS = 4;
const IMAGE_FOLDERS = /^\/(games|providers|categories|avatars|banners|popups)\//;

// autoUpdate: a new deploy's worker takes over at once instead of waiting for every tab to close.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shellWhenOffline = new NetworkOnly({
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() }],
});
const serverPaths = SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`));
registerRoute(new NavigationRoute(shellWhenOffline, { denylist: serverPaths }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && IMAGE_FOLDERS.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'khel-images', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);
