// The home page's automatic popups, in one sequence (spec §4 "Popup sequencing on home"), mounted
// by the home page only — a route without the nav bar never runs it:
//   1. A player whose popupList has '2' and whose first-deposit flag is 0 gets the first-deposit
//      popup (closing it sets the flag to 1); else, with '1' and the agency flag 0, the agency popup.
//      Closing the agency popup sets its flag to 1, then opens the daily-first-deposit popup if it
//      applies (its flag is 0 and the activity centre shows today's first deposit as claimable or
//      in progress), else the app-download prompt.
//   2. The daily sign-in popup, unless it was closed today (signInPopupDate = the local date; the
//      sign-in popup writes it).
//   3. The banner carousel popup, once a day (bannerPopupDate). Players only: a visitor's first
//      look at home stays uncovered (the home carousel shows the same banners).
// Each step waits until no other popup is open (the congratulation after a login, say). Leaving
// home stops the sequence; the flags are the daily ones reset at login (session-store).
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityListQueryOptions } from '../features/activity/api/activity-api.ts';
import { localDate, signInPopupClosedToday } from '../features/promotions/lib/popup-dates.ts';
import { STORAGE_KEYS, readString, writeString, type StorageKey } from '../lib/storage.ts';
import { usePopupStore, type PopupEntry } from '../stores/popup-store.ts';
import { useIsLoggedIn } from '../stores/session-store.ts';

/** localStorage key holding the local date the banner carousel popup was last shown. */
export const BANNER_POPUP_DATE_KEY = 'bannerPopupDate';

/** Pause between two popups, so one has closed before the next opens. */
const GAP_MS = 400;

const flagIsZero = (key: StorageKey) => (readString(key) ?? '0') === '0';

function popupCodes(): Set<string> {
  return new Set((readString(STORAGE_KEYS.popupList) ?? '').split(',').map((code) => code.trim()));
}

function readDate(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeDate(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the popup may show again today, nothing worse.
  }
}

const DAILY_FIRST_DEPOSIT_OPEN: readonly OfferSummary['state'][] = ['claimable', 'inProgress'];

/** Today's first deposit still has something for the player (the activity centre's view of it). */
async function dailyFirstDepositApplies(queryClient: QueryClient): Promise<boolean> {
  try {
    const { offers } = await queryClient.fetchQuery(activityListQueryOptions(true));
    const offer = offers.find((o) => o.id === 'daily-first-deposit');
    return offer !== undefined && DAILY_FIRST_DEPOSIT_OPEN.includes(offer.state);
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once no popup has been open for `gapMs` (a popup opening meanwhile restarts the wait). */
async function whenNoPopup(signal: AbortSignal, gapMs: number): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve) => {
      let unsubscribe = () => {};
      const check = () => {
        if (signal.aborted || usePopupStore.getState().stack.length === 0) {
          unsubscribe();
          resolve();
          return true;
        }
        return false;
      };
      if (!check()) unsubscribe = usePopupStore.subscribe(() => void check());
    });
    if (gapMs > 0) await sleep(gapMs);
    if (signal.aborted || usePopupStore.getState().stack.length === 0) return;
  }
}

/** Opens a popup and resolves when it closes; `onClosed` runs at the close itself (flags). */
function show(entry: PopupEntry, onClosed?: () => void): Promise<void> {
  return new Promise((resolve) => {
    usePopupStore.getState().open(entry);
    const unsubscribe = usePopupStore.subscribe((state) => {
      if (state.stack.some((p) => p.name === entry.name)) return;
      unsubscribe();
      onClosed?.();
      resolve();
    });
  });
}

export async function runHomePopups(options: {
  loggedIn: boolean;
  signal: AbortSignal;
  queryClient: QueryClient;
  gapMs?: number;
  now?: () => Date;
}): Promise<void> {
  const { loggedIn, signal, queryClient, gapMs = GAP_MS, now = () => new Date() } = options;
  if (!loggedIn) return;
  /** Waits for a quiet screen; false when home was left meanwhile. Each rule is read after it. */
  const turn = async () => {
    await whenNoPopup(signal, gapMs);
    return !signal.aborted;
  };

  if (!(await turn())) return;
  const codes = popupCodes();
  if (codes.has('2') && flagIsZero(STORAGE_KEYS.firstDepositPopup)) {
    await show({ name: 'first-deposit' }, () => writeString(STORAGE_KEYS.firstDepositPopup, '1'));
  } else if (codes.has('1') && flagIsZero(STORAGE_KEYS.agencyPopup)) {
    await show({ name: 'agency-promo' }, () => writeString(STORAGE_KEYS.agencyPopup, '1'));
    const daily = flagIsZero(STORAGE_KEYS.dailyFirstDeposit) && (await dailyFirstDepositApplies(queryClient));
    if (!(await turn())) return;
    if (daily) await show({ name: 'daily-first-deposit' }, () => writeString(STORAGE_KEYS.dailyFirstDeposit, '1'));
    else await show({ name: 'app-download' });
  }

  if (!(await turn())) return;
  if (!signInPopupClosedToday(now())) await show({ name: 'sign-in' });

  if (!(await turn())) return;
  if (readDate(BANNER_POPUP_DATE_KEY) !== localDate(now())) {
    writeDate(BANNER_POPUP_DATE_KEY, localDate(now()));
    await show({ name: 'banner-carousel' });
  }
}

/** Runs the sequence while home is shown; a login on home starts the player's sequence. */
export function HomePopups({ gapMs = GAP_MS }: { gapMs?: number }) {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void runHomePopups({ loggedIn, signal: controller.signal, queryClient, gapMs });
    return () => controller.abort();
  }, [loggedIn, queryClient, gapMs]);
  return null;
}
