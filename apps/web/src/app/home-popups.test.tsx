// Popup sequencing on home (docs/requirements/promotions.md#7-home-popups), branch by branch: popupList '2' → first-deposit unless its
// daily flag is set; else '1' → agency; closing agency sets its flag, then daily first deposit if it
// applies, else the download prompt; then the daily sign-in popup, whose closing brings the
// bind-phone prompt when no phone is bound and it was not dismissed today; then the banner popup.
// The real sign-in popup and bind-phone prompt are rendered, so their own closing rules run; and at
// no point are two of these popups open together.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import type { OfferEligibility } from '@khel/contracts/endpoints/personal-data';
import type { ActiveLoginResponse } from '@khel/contracts/endpoints/promotions';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BindPhonePromptPopup } from '../features/promotions/components/bind-phone-prompt.tsx';
import { SignInPopup } from '../features/promotions/components/sign-in-popup.tsx';
import { localDate } from '../features/promotions/lib/popup-dates.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { usePopupStore, type PopupName } from '../stores/popup-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../test/fake-server.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BANNER_POPUP_DATE_KEY, HomePopups } from './home-popups.tsx';

const opened: PopupName[] = [];

/** The activity centre with today's first deposit in the given state; `eligibility` = the server's offerEligibility answer. */
function serveActivities(dailyFirstDeposit: OfferSummary['state'] | null, eligibility: OfferEligibility = { offers: true, reason: null }) {
  const offers: OfferSummary[] = dailyFirstDeposit
    ? [{ id: 'daily-first-deposit', state: dailyFirstDeposit, pending: 0, route: '/todaypay', amount: 0 }]
    : [];
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/activityList')) return { code: 1, data: { offers, pending: 0 } };
    if (call.url.endsWith('/activeLogin')) return { code: 1, data: SIGN_IN_STATUS };
    if (call.url.endsWith('/offerEligibility')) return { code: 1, data: eligibility };
    return { code: 0, msg: 'unexpected call' };
  });
}

/** Today is day 1 of the week, nothing signed yet. */
const SIGN_IN_STATUS: ActiveLoginResponse = {
  sign: 0,
  curDay: 1,
  vip: 0,
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, vip: 0, num: 100 * day, signed: false })),
  reward: [{ num: 100, type: 1 }],
  wagerMulti: 1,
  gold: 0,
};

/** A player whose login reply has this popupList; phone '' = none bound. */
function logIn(popupList: string, phone = '3001234567') {
  useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList }, phone);
}

const top = () => usePopupStore.getState().stack.at(-1)?.name;

/** Waits for `name` to be the popup in front, then closes it as the player would. */
async function expectThenClose(name: PopupName) {
  await waitFor(() => expect(top()).toBe(name));
  act(() => usePopupStore.getState().close(name));
}

async function expectNothingMore() {
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(usePopupStore.getState().stack).toEqual([]);
}

let unsubscribe: () => void = () => {};
/** The most popups open at once during the test. */
let mostOpen = 0;
beforeEach(() => {
  usePopupStore.setState({ turnGapMs: 0 });
  opened.length = 0;
  mostOpen = 0;
  let previous: PopupName[] = [];
  unsubscribe = usePopupStore.subscribe((state) => {
    const names = state.stack.map((p) => p.name);
    for (const name of names) if (!previous.includes(name)) opened.push(name);
    mostOpen = Math.max(mostOpen, names.length);
    previous = names;
  });
});
afterEach(() => {
  cleanup(); // unmount first: closing the popups below must not continue a sequence
  unsubscribe();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  usePopupStore.getState().closeAll();
});

describe('home popups for a player', () => {
  it("popupList '2' with the first-deposit flag 0: first-deposit (sets its flag), then sign-in, then the banner popup; no agency", async () => {
    serveActivities(null);
    logIn('2,1');
    renderWithApp(<HomePopups />);
    await expectThenClose('first-deposit');
    expect(localStorage.getItem(STORAGE_KEYS.firstDepositPopup)).toBe('1');
    await expectThenClose('sign-in');
    await expectThenClose('banner-carousel');
    await expectNothingMore();
    expect(opened).toEqual(['first-deposit', 'sign-in', 'banner-carousel']);
    expect(localStorage.getItem(STORAGE_KEYS.agencyPopup)).toBe('0');
    expect(localStorage.getItem(BANNER_POPUP_DATE_KEY)).toBe(localDate());
  });

  it("first-deposit flag already 1 and '1' listed: agency; closing it sets its flag and opens daily first deposit when it applies", async () => {
    serveActivities('inProgress');
    logIn('2,1');
    localStorage.setItem(STORAGE_KEYS.firstDepositPopup, '1');
    localStorage.setItem('signInPopupDate', localDate());
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectThenClose('agency-promo');
    expect(localStorage.getItem(STORAGE_KEYS.agencyPopup)).toBe('1');
    await expectThenClose('daily-first-deposit');
    expect(localStorage.getItem(STORAGE_KEYS.dailyFirstDeposit)).toBe('1');
    await expectNothingMore();
    expect(opened).toEqual(['agency-promo', 'daily-first-deposit']);
  });

  it('a claimable daily first deposit applies too', async () => {
    serveActivities('claimable');
    logIn('1');
    localStorage.setItem('signInPopupDate', localDate());
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectThenClose('agency-promo');
    await expectThenClose('daily-first-deposit');
    await expectNothingMore();
  });

  it.each([
    ['claimed today', 'claimed'],
    ['ended', 'ended'],
    ['absent', null],
  ] as const)('closing agency opens the download prompt when the daily first deposit is %s', async (_label, state) => {
    serveActivities(state);
    logIn('1');
    localStorage.setItem('signInPopupDate', localDate());
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectThenClose('agency-promo');
    await expectThenClose('app-download');
    await expectNothingMore();
    expect(opened).toEqual(['agency-promo', 'app-download']);
  });

  it('the download prompt, not the daily first deposit, once its daily flag is 1', async () => {
    serveActivities('inProgress');
    logIn('1');
    localStorage.setItem(STORAGE_KEYS.dailyFirstDeposit, '1');
    localStorage.setItem('signInPopupDate', localDate());
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectThenClose('agency-promo');
    await expectThenClose('app-download');
    await expectNothingMore();
  });

  it('both flags set: no first-deposit or agency popup, straight to sign-in', async () => {
    serveActivities(null);
    logIn('2,1');
    localStorage.setItem(STORAGE_KEYS.firstDepositPopup, '1');
    localStorage.setItem(STORAGE_KEYS.agencyPopup, '1');
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectThenClose('sign-in');
    await expectNothingMore();
    expect(opened).toEqual(['sign-in']);
  });

  it.each([
    ['on a break', { offers: false, reason: 'restricted' }],
    ['who turned in-app offers off', { offers: false, reason: 'optedOut' }],
  ] as const)('a player %s gets none of them, whatever the stored popupList and flags say', async (_label, eligibility) => {
    serveActivities('claimable', eligibility);
    logIn('2,1');
    renderWithApp(<HomePopups />);
    await expectNothingMore();
    expect(opened).toEqual([]);
    expect(localStorage.getItem(BANNER_POPUP_DATE_KEY)).toBeNull();
  });

  it('none either when the server cannot be asked', async () => {
    installFakeServer(() => ({ code: 0, msg: 'unexpected call' }));
    logIn('2,1');
    renderWithApp(<HomePopups />);
    await expectNothingMore();
    expect(opened).toEqual([]);
  });

  it('an empty popupList, sign-in closed today and the banner shown today: nothing opens', async () => {
    serveActivities(null);
    logIn('');
    localStorage.setItem('signInPopupDate', localDate());
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectNothingMore();
    expect(opened).toEqual([]);
  });

  it('a sign-in date from an earlier day does not count', async () => {
    serveActivities(null);
    logIn('');
    localStorage.setItem('signInPopupDate', '2020-01-01');
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(<HomePopups />);
    await expectThenClose('sign-in');
    await expectNothingMore();
  });

  it('waits for a popup already open (the congratulation after login) before starting', async () => {
    serveActivities(null);
    logIn('2');
    usePopupStore.getState().open({ name: 'congratulation', registered: true });
    renderWithApp(<HomePopups />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['congratulation']);
    await expectThenClose('congratulation');
    await expectThenClose('first-deposit');
  });

  it('each rule is read when its turn comes: flags set while the congratulation is open count', async () => {
    serveActivities(null);
    logIn('2,1');
    usePopupStore.getState().open({ name: 'congratulation', registered: true });
    renderWithApp(<HomePopups />);
    localStorage.setItem(STORAGE_KEYS.firstDepositPopup, '1');
    localStorage.setItem(STORAGE_KEYS.agencyPopup, '1');
    localStorage.setItem('signInPopupDate', localDate());
    await expectThenClose('congratulation');
    await expectThenClose('banner-carousel');
    await expectNothingMore();
    expect(opened).toEqual(['congratulation', 'banner-carousel']);
  });

  it('leaving home stops the sequence: the agency flag is still set on close, nothing else opens', async () => {
    serveActivities('inProgress');
    logIn('1');
    const view = renderWithApp(<HomePopups />);
    await waitFor(() => expect(top()).toBe('agency-promo'));
    view.unmount();
    act(() => usePopupStore.getState().close('agency-promo'));
    expect(localStorage.getItem(STORAGE_KEYS.agencyPopup)).toBe('1');
    await expectNothingMore();
    expect(opened).toEqual(['agency-promo']);
  });
});

describe('home popups for a visitor', () => {
  it("none: a visitor's first look at home stays uncovered", async () => {
    const { fetchMock } = serveActivities(null);
    localStorage.setItem(STORAGE_KEYS.popupList, '2,1');
    renderWithApp(<HomePopups />);
    await expectNothingMore();
    expect(opened).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("logging in on home starts the player's sequence", async () => {
    serveActivities(null);
    renderWithApp(<HomePopups />);
    await expectNothingMore();
    act(() => logIn('2'));
    await expectThenClose('first-deposit');
    await expectThenClose('sign-in');
    await expectThenClose('banner-carousel');
    await expectNothingMore();
  });

  it('the banner popup shows once a day', async () => {
    serveActivities(null);
    logIn('');
    localStorage.setItem('signInPopupDate', localDate());
    const first = renderWithApp(<HomePopups />);
    await expectThenClose('banner-carousel');
    first.unmount();
    renderWithApp(<HomePopups />);
    await expectNothingMore();
    expect(opened).toEqual(['banner-carousel']);
  });
});

describe('the bind-phone prompt and the banner popup (never together)', () => {
  /** Home with the real sign-in popup and bind-phone prompt, so their own closing rules run. */
  function renderHome() {
    renderWithApp(
      <>
        <HomePopups />
        <SignInPopup />
        <BindPhonePromptPopup />
      </>,
    );
  }

  async function closeSignInAsThePlayer() {
    const popup = await screen.findByRole('dialog', { name: 'Daily sign-in' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
  }

  it('no phone bound: sign-in, then the bind-phone prompt, then the banner popup, one at a time', async () => {
    serveActivities(null);
    logIn('', '');
    renderHome();
    await closeSignInAsThePlayer();
    const prompt = await screen.findByRole('dialog', { name: 'Bind your phone' });
    expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['bind-phone-prompt']);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));
    expect(localStorage.getItem(STORAGE_KEYS.bindPhonePrompt)).toBe(localDate());
    await expectThenClose('banner-carousel');
    await expectNothingMore();
    expect(opened).toEqual(['sign-in', 'bind-phone-prompt', 'banner-carousel']);
    expect(mostOpen).toBe(1);
  });

  it('no phone bound but the prompt was dismissed today: sign-in, then straight to the banner popup', async () => {
    serveActivities(null);
    logIn('', '');
    localStorage.setItem(STORAGE_KEYS.bindPhonePrompt, localDate());
    renderHome();
    await closeSignInAsThePlayer();
    await expectThenClose('banner-carousel');
    await expectNothingMore();
    expect(opened).toEqual(['sign-in', 'banner-carousel']);
  });

  it('a bound phone: no prompt after sign-in', async () => {
    serveActivities(null);
    logIn('');
    renderHome();
    await closeSignInAsThePlayer();
    await expectThenClose('banner-carousel');
    await expectNothingMore();
    expect(opened).toEqual(['sign-in', 'banner-carousel']);
  });

  it('the prompt waits behind a popup the player opened, and the banner waits behind the prompt', async () => {
    serveActivities(null);
    logIn('', '');
    renderHome();
    const popup = await screen.findByRole('dialog', { name: 'Daily sign-in' });
    act(() => usePopupStore.getState().open({ name: 'wallet', tab: 'deposit' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['wallet']);
    act(() => usePopupStore.getState().close('wallet'));
    await expectThenClose('bind-phone-prompt');
    await expectThenClose('banner-carousel');
    expect(mostOpen).toBe(2); // the sign-in popup and the wallet the player opened over it
  });

  it('opening sign-in from elsewhere (a banner tap) still brings the prompt when it closes', async () => {
    serveActivities(null);
    logIn('', '');
    localStorage.setItem('signInPopupDate', localDate());
    localStorage.setItem(BANNER_POPUP_DATE_KEY, localDate());
    renderWithApp(
      <>
        <SignInPopup />
        <BindPhonePromptPopup />
      </>,
    );
    act(() => usePopupStore.getState().open({ name: 'sign-in' }));
    await closeSignInAsThePlayer();
    await expectThenClose('bind-phone-prompt');
    await expectNothingMore();
  });
});
