// The app's routes as a visitor and a player meet them: each route's page from the one table, its
// title and nav bar from the route's meta, the visitor gate on player-only routes (and the one play
// address open to visitors, the in-house crash room), the not-found page, the error page for a route that throws (cleared by the next navigation), and the progress
// bar while a page's module loads, with the previous page still on screen.
import { INHOUSE_GAME_IDS } from '@khel/contracts/endpoints/inhouse-games';
import type { CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../test/fake-server.ts';
import { WATCHABLE_GAME_ID } from '../features/play/lib/play-location.ts';
import { usePopupStore } from '../stores/popup-store.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

// The reset-password page's module arrives only when the test says so.
const recoverPage = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./pages/recover-password-page.tsx', async (importOriginal) => {
  await recoverPage.arrived;
  return importOriginal();
});

// The one page that fails: its module throws while rendering.
vi.mock('./pages/download-page.tsx', () => ({
  default: () => {
    throw new Error('the download page broke');
  },
}));

/** Navigates from outside the routes (as a link in the page would). */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go {to}
    </button>
  );
}

/** Renders the app at `route` (awaited: the route's page suspends until its module is there). */
async function renderApp(route: string, goTo = '/privacy') {
  await act(async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
          <GoTo to={goTo} />
        </MemoryRouter>
      </AppProviders>,
    );
  });
}

/**
 * A tap as in the browser, outside act(): React schedules its own renders, so a route change that
 * waits for a page's module resumes when the module arrives (findBy* and waitFor, too, run outside act).
 */
function tap(element: HTMLElement) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  element.click();
  environment.IS_REACT_ACT_ENVIRONMENT = previous;
}

const tabBar = () => document.querySelector('.adm-tab-bar');
const progressBar = () => document.getElementById('nprogress');

beforeEach(() => {
  installFakeServer(() => ({ code: 0, msg: 'unexpected call' }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
  act(() => usePopupStore.getState().closeAll());
  // Unmounted, a page's loading placeholder ends the progress bar; nprogress then fades it out on
  // timers, which must not outlive the file's document (they would throw "document is not defined").
  cleanup();
  await waitFor(() => expect(progressBar()).toBeNull());
});

describe('app routes', () => {
  it('shows the route’s page with its title and the nav bar', async () => {
    await renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy notice · Khel'));
    expect(tabBar()).not.toBeNull();
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    expect(screen.getByText(/\/no\/such\/page/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Khel'));
  });

  it('gates a player-only route for a visitor, and shows its page once they sign in', async () => {
    await renderApp('/Changepassword');
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    act(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
    // At once: the gate waited for the page's module, so no placeholder comes in between.
    expect(screen.queryByRole('heading', { name: 'Log in to continue' })).toBeNull();
    expect(document.querySelector('.route-fallback')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });

  it('hides the nav bar on a route whose meta says so', async () => {
    await renderApp('/game/playps');
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    expect(tabBar()).toBeNull();
  });

  it('shows the error page for a route that throws, and the next navigation clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    await renderApp('/downapp');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(tabBar()).toBeNull();
    tap(screen.getByRole('button', { name: 'go /privacy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the previous page on screen, with the progress bar running, while the next page loads', async () => {
    await renderApp('/privacy', '/repassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await waitFor(() => expect(progressBar()).toBeNull()); // the first route change's run is over
    tap(screen.getByRole('button', { name: 'go /repassword' }));
    await waitFor(() => expect(progressBar()).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(document.querySelector('.route-fallback')).toBeNull();
    recoverPage.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Privacy notice' })).toBeNull();
    await waitFor(() => expect(progressBar()).toBeNull());
  });

  describe('a visitor on /game/playps', () => {
    /** The shared round taking bets, one player in it, one bust before. */
    const crashTable = (): CrashTable => ({
      now: new Date().toISOString(),
      game: { id: 42, state: 'betting', bettingAt: new Date(Date.now() - 1_000).toISOString(), flyingAt: new Date(Date.now() + 4_000).toISOString(), bustedAt: null, bustPoint: null, hash: null },
      players: [{ seat: 7, name: 'pl***42', bet: 12_345, autoCashOut: null, cashedOutAt: null, payout: null }],
      history: [{ id: 41, bustPoint: 317, hash: 'a'.repeat(64) }],
      chains: [],
    });
    const allBet = { id: 'r1', game: 'crash', player: 'ka***77', time: new Date().toISOString(), bet: 50_000, multiplier: 200, payout: 100_000 };

    it('watches the crash room: the round, its players, the busts before and All bets, with "Log in to bet" opening the login dialog; nothing needs a session', async () => {
      expect(WATCHABLE_GAME_ID).toBe(INHOUSE_GAME_IDS.crash);
      const { calls } = installFakeServer((call) => {
        if (call.url.endsWith('/usercenter/inhouse/crash-table/state')) return { code: 1, data: crashTable() };
        if (call.url.endsWith('/usercenter/inhouse/bets')) return { code: 1, data: { list: [allBet] } };
        return { code: 0, msg: 'unexpected call' };
      });
      await renderApp('/game/playps?name=Khel%20Rocket%20Crash&id=inhouse-crash&platform=inhouse');
      const players = await screen.findByRole('region', { name: 'Players this round' });
      expect((await within(players).findByText('pl***42')).closest('tr')).toHaveTextContent('pl***42₨123.45——');
      expect(screen.getByRole('list', { name: 'Previous rounds' })).toHaveTextContent('3.17x');
      expect(screen.getByTestId('round-phase')).toHaveTextContent(/Next round in \d s/);
      expect(await screen.findByText('ka***77')).toBeVisible();
      expect(screen.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Log in to continue' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
      expect(screen.queryByTestId('play-balance')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Fairness' })).toBeNull();

      tap(screen.getByRole('button', { name: 'Log in to bet' }));
      expect(usePopupStore.getState().stack.map((entry) => entry.name)).toEqual(['login']);
      // The login dialog's chunk arrives on the first open (popup-host.tsx).
      expect(await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 10_000 })).toBeVisible();
      // Only the public room and lists were asked, with no session and no refusal.
      const asked = [...new Set(calls.map((call) => new URL(call.url, 'http://app').pathname))].filter((path) => path.startsWith('/usercenter/inhouse/'));
      expect(asked.sort()).toEqual(['/usercenter/inhouse/bets', '/usercenter/inhouse/crash-table/state']);
      expect(calls.some((call) => /crash-table\/(mine|bet)|fairness|openRounds/.test(call.url))).toBe(false);
    });

    it('is still sent to log in for any other in-house game', async () => {
      const { calls } = installFakeServer(() => ({ code: 0, msg: 'unexpected call' }));
      await renderApp('/game/playps?name=Khel%20Dice&id=inhouse-dice&platform=inhouse');
      expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Players this round' })).toBeNull();
      expect(calls.some((call) => call.url.includes('/usercenter/inhouse/'))).toBe(false);
    });

    it('is still sent to log in for the crash id on a third-party platform', async () => {
      installFakeServer(() => ({ code: 0, msg: 'unexpected call' }));
      await renderApp('/game/playps?name=Crash&id=inhouse-crash&platform=PG');
      expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    });
  });
});
