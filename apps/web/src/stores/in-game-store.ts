// The spec §4 in-game flag: set while a 9WICKETS window holds the balance, persisted under the
// IsInGame key so a reload of the home page still shows 'In-game use'.
import { create } from 'zustand';
import { STORAGE_KEYS, readString, removeKey, writeString } from '../lib/storage.ts';

interface InGameState {
  inGame: boolean;
  setInGame: (inGame: boolean) => void;
}

export const useInGameStore = create<InGameState>()((set) => ({
  inGame: readString(STORAGE_KEYS.isInGame) === '1',
  setInGame: (inGame) => {
    if (inGame) writeString(STORAGE_KEYS.isInGame, '1');
    else removeKey(STORAGE_KEYS.isInGame);
    set({ inGame });
  },
}));
