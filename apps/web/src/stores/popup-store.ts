// Every popup the shell can show, as one typed stack: the top entry is in front (the avatar
// chooser over the personal centre). Components ask for a popup by name, never by a boolean.
import { create } from 'zustand';

export type AuthTab = 'login' | 'signup';
export type WalletTab = 'deposit' | 'withdraw';

export type PopupEntry =
  | { name: 'login' }
  | { name: 'auth'; tab: AuthTab }
  | { name: 'congratulation'; registered: boolean }
  | { name: 'support' }
  | { name: 'app-download' }
  | { name: 'personal-centre' }
  | { name: 'left-menu' }
  | { name: 'avatar-chooser' }
  | { name: 'nickname' }
  | { name: 'wallet'; tab: WalletTab }
  | { name: 'betting-tasks' }
  // issue #5: rewards. Features open these by name; each is mounted once in app/popup-host.tsx.
  | { name: 'sign-in' }
  | { name: 'sign-in-tips' }
  /** 'Amount received' after any claim; amount in hundredths. */
  | { name: 'amount-received'; amount: number }
  | { name: 'first-deposit' }
  | { name: 'daily-first-deposit' }
  | { name: 'agency-promo' }
  | { name: 'banner-carousel' }
  | { name: 'vip-upgrade' };

export type PopupName = PopupEntry['name'];

interface PopupState {
  stack: PopupEntry[];
  open: (entry: PopupEntry) => void;
  /** Closes `name`, or the top popup when no name is given. */
  close: (name?: PopupName) => void;
  /** Swaps `from` for `to` in one step (login popup → congratulation). */
  replace: (from: PopupName, to: PopupEntry) => void;
  closeAll: () => void;
}

export const usePopupStore = create<PopupState>()((set) => ({
  stack: [],
  open: (entry) => set((state) => ({ stack: [...state.stack.filter((p) => p.name !== entry.name), entry] })),
  close: (name) =>
    set((state) => ({
      stack: name === undefined ? state.stack.slice(0, -1) : state.stack.filter((p) => p.name !== name),
    })),
  replace: (from, to) =>
    set((state) => ({ stack: [...state.stack.filter((p) => p.name !== from && p.name !== to.name), to] })),
  closeAll: () => set({ stack: [] }),
}));

/** The open entry called `name`, typed by its name, or undefined. */
export function usePopup<N extends PopupName>(name: N): Extract<PopupEntry, { name: N }> | undefined {
  return usePopupStore((state) => state.stack.find((p): p is Extract<PopupEntry, { name: N }> => p.name === name));
}
