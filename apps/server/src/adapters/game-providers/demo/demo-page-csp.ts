// The demo game pages' Content-Security-Policy: the strict default of every server page
// (platform/security-headers.ts), with the page's one inline script allowed by its hash, and
// framing by Khel's own app (the play screen shows them in an iframe; 9WICKETS' opens in a window).
// The script is the same on every page, so its hash is taken once from a page rendered here.
import { BASE_CSP, cspHeader, inlineScriptHashes } from '../../../platform/security-headers.ts';
import { DEFAULT_STAKE } from './demo-games.ts';
import { demoPageHtml } from './demo-page.ts';

const SAMPLE = demoPageHtml({
  language: 'en',
  theme: 'light',
  gameName: 'sample',
  platform: 'sample',
  kind: 'slot',
  gameId: 'sample',
  action: '/demo-games/sample/sample',
  sealed: 'sample',
  nonce: 'sample',
  homeUrl: '/',
  balance: 0,
  round: null,
  stake: DEFAULT_STAKE,
  choice: '',
  notice: null,
  ended: false,
  devTools: true,
  embedded: false,
});

export const DEMO_PAGE_CSP = cspHeader({
  ...BASE_CSP,
  'script-src': [...inlineScriptHashes(SAMPLE)],
  'frame-ancestors': ["'self'"],
});
