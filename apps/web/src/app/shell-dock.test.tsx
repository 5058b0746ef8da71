import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderDock, HeaderDockContext } from '../components/ui/header-dock.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../test/fake-server.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShellDock } from './shell-dock.tsx';

/** 9 minutes online, first tier at 10: the packet would show 01:00. */
const ONLINE = {
  enabled: true,
  day: '2026-01-05',
  seconds: 540,
  credited: 0,
  nextTierSeconds: 60,
  pool: 100,
  claimable: 0,
  heartbeatSeconds: 30,
  heartbeatCapSeconds: 60,
  wagerMulti: 1,
  tiers: [{ id: 1, minutes: 10, amount: 100, state: 0 }],
  amount: 0,
};

function renderAt(route: string) {
  installFakeServer((call: RecordedCall) => {
    if (call.url === '/usercenter/game/playerOnline') return { code: 1, data: ONLINE };
    if (call.url === '/usercenter/game/playerInfo') return { code: 1, data: { ...LOGIN_REPLY.playerInfo } };
    return { code: 0, msg: `unexpected ${call.url}` };
  });
  return renderWithApp(
    <HeaderDockContext.Provider value={<ShellDock />}>
      <Routes>
        <Route path="/" element={<header><HeaderDock /></header>} />
        <Route path="/loss" element={<PageHeader title="Daily loss rebate" />} />
      </Routes>
    </HeaderDockContext.Provider>,
    { route },
  );
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('the shell dock', () => {
  it('shows the red packet timer on home', async () => {
    renderAt('/');
    expect(await screen.findByTestId('online-red-packet')).toHaveTextContent('01:00');
    expect(screen.getByTestId('support-bubble')).toBeInTheDocument();
  });

  it('leaves a sub-page title the header to itself: support only, no red packet', async () => {
    renderAt('/loss');
    expect(screen.getByRole('heading', { level: 1, name: 'Daily loss rebate' })).toBeInTheDocument();
    expect(screen.getByTestId('support-bubble')).toBeInTheDocument();
    // Long enough for the lazy packet and its status call to have arrived had it been docked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('online-red-packet')).not.toBeInTheDocument();
  });
});
