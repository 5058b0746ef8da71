// Game launches (docs/requirements/games.md#3-launching). thirdGameLogin launches any third-party game: the
// server finds the game in the catalogue and its platform picks the provider (seamless: a launch
// token and the vendor's URL; 9WICKETS, a transfer wallet: the balance moves there first). JILI's
// own jili/Login stays for JILI games. The playerId a call sends is checked against the session.
// zod/mini: the player app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

const playerId = z.number('invalidRequest').check(z.int('invalidRequest'), z.positive('invalidRequest'));
const text = (max: number) => z.string().check(z.maxLength(max, 'invalidRequest'));
// Where the vendor's close/home button returns: a path on this site ('/', '/game?x=1') or the
// site's own address; the server refuses anything else (launch-home.ts) and hands vendors the
// absolute URL on its origin.
const homeText = z.string().check(z.maxLength(512, 'launchHomeInvalid'));
const requiredText = (max: number) => z.string().check(z.minLength(1, 'invalidRequest'), z.maxLength(max, 'invalidRequest'));

export const JILI_DEFAULT_LANGUAGE = 'vi-VN';

export const jiliLogin = endpoint({
  method: 'GET',
  path: '/usercenter/jili/Login',
  auth: true,
  summary: 'JILI game launch URL (seamless wallet: the balance stays at Khel)',
  request: z.object({
    playerId,
    GameId: requiredText(64),
    Lang: z._default(text(16), JILI_DEFAULT_LANGUAGE),
    HomeUrl: z._default(homeText, '').check(z.describe("a path on this site ('/'), where JILI's home button returns")),
    Platform: z._default(text(16), 'web'),
  }),
  response: z.object({ url: z.string().check(z.describe('the game URL to open')) }),
});

export const LAUNCH_THEMES = ['light', 'dark'] as const;

export const thirdGameLogin = endpoint({
  method: 'GET',
  path: '/usercenter/game/thirdGameLogin',
  auth: true,
  summary:
    "Third-party game launch: the game's platform (from the catalogue) picks the provider; returns the game URL. " +
    'For 9WICKETS (transfer wallet) the available balance moves to the provider first.',
  request: z.object({
    playerId,
    id: requiredText(64).check(z.describe('the catalogue id of the game (Game.id), or its gameId')),
    lang: z._default(text(16), 'en').check(z.describe('en, zh or ur; each vendor gets its own code')),
    theme: z._default(z.enum(LAUNCH_THEMES, { error: 'invalidRequest' }), 'light').check(z.describe('followed by the embedded demo games')),
    home: z._default(homeText, '').check(z.describe("a path on this site ('/', '/game?x=1') or the site's own address: where the vendor's close/home button returns")),
  }),
  response: z.object({
    url: z.string().check(z.describe('the game URL (relative for the embedded demo games)')),
    platform: z.string().check(z.describe("the game's platform")),
    transferred: z.int().check(z.describe('hundredths moved to a transfer-wallet provider (0 for seamless)')),
  }),
});

export const thirdGameLogout = endpoint({
  method: 'GET',
  path: '/usercenter/game/thirdGameLogout',
  auth: true,
  summary: "9WICKETS return: moves the provider's balance back to Khel",
  request: z.object({ playerId }),
  response: z.object({
    balance: z.int().check(z.describe('available balance at Khel afterwards, hundredths')),
    transferred: z.int().check(z.describe('hundredths moved back from the provider')),
  }),
});
