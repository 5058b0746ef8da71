// The home page's automatic popups (docs/requirements/promotions.md#7-home-popups), queued as turns in the
// popup store, which opens one at a time and only when no other popup is open (stores/popup-store).
// Mounted by the home page only, so a route without the nav bar never runs it. For a player:
//   1. popupList has '2' and the first-deposit flag is 0: the first-deposit popup (closing it sets
//      the flag to 1); else, with '1' and the agency flag 0, the agency popup (closing sets its flag).
//   2. After the agency popup only: the daily-first-deposit popup if it applies (its flag is 0 and
//      the activity centre shows today's first deposit claimable or in progress), else the
//      app-download prompt.
//   3. The daily sign-in popup, unless it was closed today (signInPopupDate, written on close).
//      Closing it queues the bind-phone prompt in front of what waits (features/promotions), so
//      the prompt comes before the banner popup, never with it.
//   4. The banner carousel popup, once a day (bannerPopupDate).
// A visitor gets none: their first look at home stays uncovered (the home carousel shows the same
// banners). Neither does a player the server shows no offers (a break, in-app offers off:
// offer-eligibility.ts), asked when each turn comes since a break can start mid-session. Each rule
// is read when its turn comes; leaving home drops the turns not taken yet.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityListQueryOptions } from '../features/activity/api/activity-api.ts';
import { localDate, signInPopupClosedToday } from '../features/promotions/lib/popup-dates.ts';
import { STORAGE_KEYS, readString, writeString, type StorageKey } from '../lib/storage.ts';
import { usePopupStore, type QueuedPopup } from '../stores/popup-store.ts';
import { useIsLoggedIn } from '../stores/session-store.ts';
import { offersAllowed } from './offer-eligibility.ts';

/** localStorage key holding the local date the banner carousel popup was last shown. */
export const BANNER_POPUP_DATE_KEY = 'bannerPopupDate';

/** The owner of home's turns in the popup queue. */
const HOME = 'home';

const flagIsZero = (key: StorageKey) => (readString(key) ?? '0') === '0';
const setFlag = (key: StorageKey) => () => writeString(key, '1');

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

/** The home turns for a player, in order. */
export function homePopupTurns(queryClient: QueryClient, now: () => Date = () => new Date()): QueuedPopup[] {
  let agencyClosed = false;
  const turns: QueuedPopup['pick'][] = [
    () => {
      const codes = popupCodes();
      if (codes.has('2') && flagIsZero(STORAGE_KEYS.firstDepositPopup)) {
        return { popup: { name: 'first-deposit' }, onClosed: setFlag(STORAGE_KEYS.firstDepositPopup) };
      }
      if (codes.has('1') && flagIsZero(STORAGE_KEYS.agencyPopup)) {
        return {
          popup: { name: 'agency-promo' },
          onClosed: () => {
            writeString(STORAGE_KEYS.agencyPopup, '1');
            agencyClosed = true;
          },
        };
      }
      return null;
    },
    async () => {
      if (!agencyClosed) return null;
      if (flagIsZero(STORAGE_KEYS.dailyFirstDeposit) && (await dailyFirstDepositApplies(queryClient))) {
        return { popup: { name: 'daily-first-deposit' }, onClosed: setFlag(STORAGE_KEYS.dailyFirstDeposit) };
      }
      return { popup: { name: 'app-download' } };
    },
    () => (signInPopupClosedToday(now()) ? null : { popup: { name: 'sign-in' } }),
    () => {
      const today = localDate(now());
      if (readDate(BANNER_POPUP_DATE_KEY) === today) return null;
      writeDate(BANNER_POPUP_DATE_KEY, today);
      return { popup: { name: 'banner-carousel' } };
    },
  ];
  return turns.map((pick) => ({ pick: async () => ((await offersAllowed(queryClient)) ? pick() : null), owner: HOME }));
}

/** Queues the player's turns while home is shown; a login on home queues them then. */
export function HomePopups() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const { enqueue, dropQueued } = usePopupStore.getState();
    enqueue(homePopupTurns(queryClient));
    return () => dropQueued(HOME);
  }, [loggedIn, queryClient]);
  return null;
}
