// The in-game flag (docs/requirements/games.md#4-9wickets-transfer-wallet): set while a watched 9WICKETS window holds the balance (written
// under the IsInGame key). A page that loads never trusts a stored flag: the window handle did not
// survive the reload, so nothing could ever clear it ('In-game use' for good, the money stranded);
// the flag starts off and the money is brought back as soon as the player is known (SessionKeeper)
// (docs/hardening/transfer-wallet.md).
import { create } from 'zustand';
import { STORAGE_KEYS, readString, removeKey, writeString } from '../lib/storage.ts';

interface InGameState {
  inGame: boolean;
  setInGame: (inGame: boolean) => void;
}

/** A window held the balance when this page was last closed or reloaded: the money is brought back (wickets-window.ts). */
export const inGameAtLoad = readString(STORAGE_KEYS.isInGame) !== null;
if (inGameAtLoad) removeKey(STORAGE_KEYS.isInGame);

export const useInGameStore = create<InGameState>()((set) => ({
  inGame: false,
  setInGame: (inGame) => {
    if (inGame) writeString(STORAGE_KEYS.isInGame, '1');
    else removeKey(STORAGE_KEYS.isInGame);
    set({ inGame });
  },
}));
