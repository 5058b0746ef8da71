// The player app's service worker (vite-plugin-pwa injects the precache manifest at build time).
// - Precached: the app shell (index.html) and every hashed build asset, so a reload offline still
//   starts the app, which then shows its offline banner.
// - Navigations go to the network first (a deploy is seen at once); when it fails or hangs, the
//   precached shell answers, for the player app's routes only: the server's own pages (API, hooks,
//   console, demo game pages, sandbox, health) are never answered with the app.
// - The public images (game tiles, avatars…) are kept in a bounded runtime cache as they are seen;
//   their URLs carry the images' version, so a cached copy is never stale.
import { SERVER_PATH_PREFIXES } from '@khel/contracts/server-paths';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const SHELL = 'index.html';
/** Read by the app's use-online.ts. */
const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell';
const NETWORK_TIMEOUT_SECONDS = 4;
const IMAGE_FOLDERS = /^\/(games|providers|categories|avatars|banners|popups)\//;

// autoUpdate: a new deploy's worker takes over at once instead of waiting for every tab to close.
void self.skipWaiting();
clientsClaim();

/**
 * The precached shell, marked on <html> as served without the network: the app shows its offline
 * banner from the first paint even where navigator.onLine still says true (a network that is up
 * but reaches nothing, a server that is down).
 */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache(SHELL);
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<html', `<html ${OFFLINE_SHELL_ATTRIBUTE}`);
  // Fresh headers: the stored ones describe the bytes as they came over the wire (encoding, length).
  // The shell's Content-Security-Policy is kept: offline, the page is as locked down as online.
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const policy = shell.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  return new Response(html, { status: 200, headers });
}

const shellWhenOffline = new NetworkOnly({
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [{ handlerDidError: offlineShell }],
});
const serverPaths = SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`));
// Before the precache's own route, which would answer `/` with its copy even when online.
registerRoute(new NavigationRoute(shellWhenOffline, { denylist: serverPaths }));

// `?v=` is the public images' version (vite/images-version.ts): the precached copy is that version.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^v$/] });
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.destination === 'image' && IMAGE_FOLDERS.test(url.pathname) && url.searchParams.has('v'),
  new CacheFirst({ cacheName: 'khel-images', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);
