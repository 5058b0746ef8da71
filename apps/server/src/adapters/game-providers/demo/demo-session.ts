// The demo vendors' launch: Khel's launch token and what the page needs (game, language, theme,
// where to return) sealed into one signed parameter, as a vendor keeps its own game session.
// The page sends it back with every action; nobody can change it without the demo secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { LaunchInput } from '../port.ts';

export interface DemoSession {
  provider: string;
  playerId: number;
  gameId: string;
  gameName: string;
  /** Catalogue type (slots, cards, fish, live, sports) and tags (Roulette, …). */
  gameType: string;
  tags: string;
  /** Khel's launch token: the vendor's callbacks carry it. */
  token: string;
  language: 'en' | 'zh' | 'ur';
  theme: 'light' | 'dark';
  homeUrl: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`demo-session:${payload}`).digest('base64url');

export function sealDemoSession(secret: string, session: DemoSession): string {
  const payload = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The session, or null when it was forged, altered or has expired. */
export function openDemoSession(secret: string, sealed: string | undefined, now: Date): DemoSession | null {
  if (!sealed || sealed.length > 4_096) return null;
  const [payload, signature] = sealed.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DemoSession;
    return session.expiresAt > now.getTime() ? session : null;
  } catch {
    return null;
  }
}

const LANGUAGES = new Set(['en', 'zh', 'ur']);

/** A demo platform's launch: the URL of its game page on Khel, e.g. /demo-games/pg/<game>?s=…. */
export function demoLauncher(options: { secret: string; provider: string; clock: Clock; ttlMs: number }) {
  return async (input: LaunchInput): Promise<string> => {
    const session: DemoSession = {
      provider: options.provider,
      playerId: input.playerId,
      gameId: input.gameId,
      gameName: input.gameName ?? input.gameId,
      gameType: input.gameType ?? 'slots',
      tags: input.tags ?? '',
      token: input.token,
      language: (LANGUAGES.has(input.language) ? input.language : 'en') as DemoSession['language'],
      theme: input.theme === 'dark' ? 'dark' : 'light',
      homeUrl: input.homeUrl,
      expiresAt: options.clock.now().getTime() + options.ttlMs,
    };
    const query = new URLSearchParams({ s: sealDemoSession(options.secret, session) });
    return `/demo-games/${encodeURIComponent(options.provider)}/${encodeURIComponent(input.gameId)}?${query.toString()}`;
  };
}
