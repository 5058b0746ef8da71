// Recent games (docs/requirements/games.md#2-search-and-recent-games): gameIds in localStorage, newest first, at most 21; playing a game
// again moves it to the front instead of listing it twice.
import { RECENT_GAMES_MAX } from '@khel/contracts/endpoints/games';

export function pushRecent(ids: readonly string[], gameId: string, max = RECENT_GAMES_MAX): string[] {
  return [gameId, ...ids.filter((id) => id !== gameId)].slice(0, max);
}

/** Reads the stored list defensively: anything but an array of strings is an empty list. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(0, RECENT_GAMES_MAX) : [];
  } catch {
    return [];
  }
}
