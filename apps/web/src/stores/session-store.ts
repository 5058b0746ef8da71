// The player's session, persisted under the published localStorage keys (lib/storage.ts) so a reload stays logged in.
// Logged out means no player (playerId 0 on the wire).
import type { LoginResponse } from '@khel/contracts/endpoints/auth';
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { create } from 'zustand';
import { configureApiClient } from '../lib/api-client.ts';
import { usePopupStore } from './popup-store.ts';
import { DAILY_POPUP_FLAGS, STORAGE_KEYS, readJson, readString, removeKey, writeJson, writeString } from '../lib/storage.ts';

interface SessionState {
  token: string | null;
  player: PlayerInfo | null;
  /** Applies a login or sign-up reply (docs/requirements/accounts.md#4-login). */
  signIn: (reply: LoginResponse, telephone: string) => void;
  setPlayer: (player: PlayerInfo) => void;
  /** Forgets the session locally (the storage part of logout, docs/requirements/accounts.md#7-sessions). */
  signOut: () => void;
}

function storedPlayer(): PlayerInfo | null {
  const player = readJson<PlayerInfo>(STORAGE_KEYS.userInformation);
  return player && typeof player.playerId === 'number' && player.playerId !== 0 ? player : null;
}

function storedToken(): string | null {
  return readString(STORAGE_KEYS.token) ?? readString(STORAGE_KEYS.satoken);
}

/** The login reply carries a reduced card; the rest comes with the next playerInfo call. */
function playerFromLogin(reply: LoginResponse, telephone: string): PlayerInfo {
  const { playerIcon, gold, vipExperience } = reply.playerInfo;
  return {
    playerId: playerIcon.playerId,
    showId: playerIcon.showId,
    name: playerIcon.name,
    account: reply.account,
    icon: playerIcon.icon,
    usericonimg: '',
    gold,
    vip: playerIcon.vip,
    vipExperience,
    vipExperience2: 0,
    vipUpgradePending: false,
    phone: telephone || '0',
    email: '',
    firstPayState: reply.firstPayState,
  };
}

export function resetDailyFlags(): void {
  for (const key of DAILY_POPUP_FLAGS) writeString(key, '0');
}

export const useSessionStore = create<SessionState>()((set) => {
  const token = storedToken();
  return {
    token,
    player: token ? storedPlayer() : null,
    signIn: (reply, telephone) => {
      const player = playerFromLogin(reply, telephone);
      writeString(STORAGE_KEYS.token, reply.token);
      writeString(STORAGE_KEYS.satoken, reply.token);
      writeJson(STORAGE_KEYS.userInformation, player);
      writeString(STORAGE_KEYS.account, reply.account);
      if (telephone) writeString(STORAGE_KEYS.telephone, telephone);
      writeString(STORAGE_KEYS.firstPayState, String(reply.firstPayState));
      writeString(STORAGE_KEYS.popupList, reply.popupList);
      writeString(STORAGE_KEYS.firstTimestamp, String(Date.now()));
      resetDailyFlags();
      set({ token: reply.token, player });
    },
    setPlayer: (player) => {
      writeJson(STORAGE_KEYS.userInformation, player);
      writeString(STORAGE_KEYS.firstPayState, String(player.firstPayState));
      set({ player });
    },
    signOut: () => {
      for (const key of [
        STORAGE_KEYS.token,
        STORAGE_KEYS.satoken,
        STORAGE_KEYS.userInformation,
        STORAGE_KEYS.popupList,
        STORAGE_KEYS.bindPhonePrompt,
        ...DAILY_POPUP_FLAGS,
      ]) {
        removeKey(key);
      }
      set({ token: null, player: null });
    },
  };
});

configureApiClient({
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => useSessionStore.getState().signOut(),
  onSessionLimit: (message) => usePopupStore.getState().open({ name: 'session-limit', message }),
});

export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => state.token !== null && state.player !== null && state.player.playerId !== 0);
}

export function usePlayer(): PlayerInfo | null {
  return useSessionStore((state) => state.player);
}

/** Game and wallet replies carry the balance after the move; the top bar and home read it here. */
export function applyBalance(gold: number): void {
  const { player, setPlayer } = useSessionStore.getState();
  if (player) setPlayer({ ...player, gold });
}
