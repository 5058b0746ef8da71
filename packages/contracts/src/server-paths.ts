// The path prefixes the server answers itself: the API, provider and payment hooks, the API docs,
// dev and sandbox pages, the demo games' pages and the console. Everything else is a player-app
// route. One list for the three places that must agree on it: the server's fallback to the app
// shell, the service worker's offline navigation fallback, and the dev server's proxy.
export const SERVER_PATH_PREFIXES = [
  '/usercenter',
  '/config',
  '/hooks',
  '/docs',
  '/dev',
  '/health',
  '/api',
  '/admin',
  '/demo-games',
  '/sandbox-gateway',
] as const;

/** Whether the server, not the player app, owns this path (a whole first segment matches, so `/configure` is the app's). */
export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
