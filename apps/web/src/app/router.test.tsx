// The app's routes as a visitor and a player meet them: each route's page from the one table, its
// title and nav bar from the route's meta, the visitor gate on player-only routes, the not-found
// page, the error page for a route that throws (cleared by the next navigation), and the progress
// bar while a page's module loads, with the previous page still on screen.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../test/fake-server.ts';
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
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
});
