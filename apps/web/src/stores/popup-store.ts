// Every popup the shell can show, as one typed stack: the top entry is in front (the avatar
// chooser over the personal centre). Components ask for a popup by name, never by a boolean.
//
// Two ways in. `open` is for what the player asked for (a tap): it shows at once, over whatever is
// open. `enqueue` is for what the app shows by itself (the home sequence, the bind-phone
// prompt after the sign-in popup): such a popup waits in `queue` and opens only when no popup is
// open, one at a time, so automatic popups never stack, whoever queued them. Each waiting turn
// decides its popup when it comes (`pick`), so the rules read the flags the previous popup set.
import { create } from 'zustand';

export type AuthTab = 'login' | 'signup';
export type WalletTab = 'deposit' | 'withdraw';

export type PopupEntry =
  | { name: 'login' }
  | { name: 'auth'; tab: AuthTab }
  | { name: 'congratulation'; registered: boolean }
  | { name: 'support' }
  | { name: 'support-chat' }
  | { name: 'app-download' }
  | { name: 'personal-centre' }
  | { name: 'left-menu' }
  | { name: 'avatar-chooser' }
  | { name: 'nickname' }
  | { name: 'wallet'; tab: WalletTab }
  | { name: 'betting-tasks' }
  // Rewards. Features open these by name; each is mounted once in app/popup-host.tsx.
  | { name: 'sign-in' }
  | { name: 'sign-in-tips' }
  /** 'Amount received' after any claim; amount in hundredths. */
  | { name: 'amount-received'; amount: number }
  | { name: 'first-deposit' }
  | { name: 'daily-first-deposit' }
  | { name: 'agency-promo' }
  | { name: 'banner-carousel' }
  | { name: 'vip-upgrade' }
  /** Follows the sign-in popup when no phone is bound. */
  | { name: 'bind-phone-prompt' }
  | { name: 'limits-offer'; moment: 'signup' | 'first-deposit' }
  | { name: 'session-limit'; message: string };

export type PopupName = PopupEntry['name'];

/** What a queued turn shows, and what happens when the player closes it (a daily flag). */
export interface PopupTurn {
  popup: PopupEntry;
  onClosed?: () => void;
}

export interface QueuedPopup {
  /** Decides the popup when the turn comes (not when queued); null passes the turn. */
  pick: () => PopupTurn | null | Promise<PopupTurn | null>;
  /** Who queued it: `dropQueued(owner)` forgets the owner's turns not taken yet (leaving home). */
  owner?: string;
}

interface PopupState {
  stack: PopupEntry[];
  /** Automatic popups waiting for a quiet screen, first in line first. */
  queue: QueuedPopup[];
  /** The pause between one popup closing and the next automatic one opening (its exit animation). */
  turnGapMs: number;
  open: (entry: PopupEntry) => void;
  /** Closes `name`, or the top popup when no name is given. */
  close: (name?: PopupName) => void;
  /** Swaps `from` for `to` in one step (login popup → congratulation). */
  replace: (from: PopupName, to: PopupEntry) => void;
  /** Closes everything and forgets the waiting turns (logout). */
  closeAll: () => void;
  /** Queues automatic popups; `first` puts them before the waiting ones (a closing popup's follow-up). */
  enqueue: (turns: QueuedPopup | readonly QueuedPopup[], options?: { first?: boolean }) => void;
  dropQueued: (owner: string) => void;
}

export const usePopupStore = create<PopupState>()((set) => ({
  stack: [],
  queue: [],
  turnGapMs: 400,
  open: (entry) => set((state) => ({ stack: [...state.stack.filter((p) => p.name !== entry.name), entry] })),
  close: (name) =>
    set((state) => ({
      stack: name === undefined ? state.stack.slice(0, -1) : state.stack.filter((p) => p.name !== name),
    })),
  replace: (from, to) =>
    set((state) => ({ stack: [...state.stack.filter((p) => p.name !== from && p.name !== to.name), to] })),
  closeAll: () => {
    picking = null;
    set({ stack: [], queue: [] });
  },
  enqueue: (turns, { first = false } = {}) => {
    const added = Array.isArray(turns) ? (turns as readonly QueuedPopup[]) : [turns as QueuedPopup];
    set((state) => ({ queue: first ? [...added, ...state.queue] : [...state.queue, ...added] }));
  },
  dropQueued: (owner) => {
    if (picking?.owner === owner) picking = null;
    set((state) => ({ queue: state.queue.filter((turn) => turn.owner !== owner) }));
  },
}));

/** The open entry called `name`, typed by its name, or undefined. */
export function usePopup<N extends PopupName>(name: N): Extract<PopupEntry, { name: N }> | undefined {
  return usePopupStore((state) => state.stack.find((p): p is Extract<PopupEntry, { name: N }> => p.name === name));
}

// The queue runner. It reacts to every store change: first it runs the onClosed of turns whose
// popup has left the stack, then, while nothing is open and a turn is waiting, it takes the next.

/** The turn being decided (its pick may wait for a query); dropping its owner cancels it. */
let picking: QueuedPopup | null = null;
let running = false;
const watching: { name: PopupName; onClosed: () => void }[] = [];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quiet = () => usePopupStore.getState().stack.length === 0;

async function takeTurns(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const { queue, turnGapMs } = usePopupStore.getState();
      if (!quiet() || queue.length === 0) return;
      await sleep(turnGapMs);
      const next = usePopupStore.getState().queue[0];
      if (!quiet() || !next) return; // a popup opened meanwhile: its closing starts the runner again
      picking = next;
      usePopupStore.setState((state) => ({ queue: state.queue.slice(1) }));
      let turn: PopupTurn | null = null;
      try {
        turn = await next.pick();
      } catch {
        turn = null; // a rule that cannot be read (offline) passes its turn
      }
      const cancelled = picking !== next;
      picking = null;
      if (cancelled || turn === null) continue;
      if (!quiet()) {
        // The player opened something while the rule was read: the popup waits for its turn again.
        const decided = turn;
        usePopupStore.getState().enqueue({ pick: () => decided, ...(next.owner ? { owner: next.owner } : {}) }, { first: true });
        return;
      }
      if (turn.onClosed) watching.push({ name: turn.popup.name, onClosed: turn.onClosed });
      usePopupStore.getState().open(turn.popup);
    }
  } finally {
    running = false;
  }
}

usePopupStore.subscribe((state) => {
  for (let i = watching.length - 1; i >= 0; i--) {
    const watched = watching[i]!;
    if (state.stack.some((p) => p.name === watched.name)) continue;
    watching.splice(i, 1);
    watched.onClosed();
  }
  void takeTurns();
});
