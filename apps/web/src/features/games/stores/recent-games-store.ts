// The recent-games list, kept in localStorage under the published `gameIds` key.
import { create } from 'zustand';
import { parseRecent, pushRecent } from '../lib/recent-games.ts';

export const RECENT_GAMES_KEY = 'gameIds';

function load(): string[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_GAMES_KEY));
  } catch {
    return [];
  }
}

interface RecentGamesState {
  gameIds: string[];
  played: (gameId: string) => void;
}

export const useRecentGamesStore = create<RecentGamesState>()((set, get) => ({
  gameIds: load(),
  played: (gameId) => {
    const gameIds = pushRecent(get().gameIds, gameId);
    set({ gameIds });
    try {
      localStorage.setItem(RECENT_GAMES_KEY, JSON.stringify(gameIds));
    } catch {
      // Storage full or disabled: the list still lives in memory for this visit.
    }
  },
}));
