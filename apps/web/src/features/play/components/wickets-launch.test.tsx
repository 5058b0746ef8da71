import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInGameStore } from '../../../stores/in-game-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { closeWicketsAndReturn } from '../../../stores/wickets-window.ts';
import { PlayScreen } from './play-screen.tsx';

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  useInGameStore.getState().setInGame(false);
});

describe('9WICKETS', () => {
  it('opens a window, sets the in-game flag, and on close logs out of the provider and refreshes the balance', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => popup));
    const { calls } = installFakeServer((call: RecordedCall) => {
      if (call.url.startsWith('/usercenter/game/thirdGameLogin')) return { code: 1, data: { url: 'https://9w.example/play?t=1', platform: '9WICKETS', transferred: 5000 } };
      if (call.url.startsWith('/usercenter/game/thirdGameLogout')) return { code: 1, data: { balance: 7250, transferred: 7250 } };
      return { code: 1, data: {} };
    });
    renderWithApp(<PlayScreen fairness={null} />, { route: '/game/playps?name=Cricket&id=w-1&id2=55&platform=9WICKETS&type2=third' });
    await userEvent.click(screen.getByRole('button', { name: 'Open game' }));
    await waitFor(() => expect(popup.location.href).toBe('https://9w.example/play?t=1'));
    expect(calls[0]?.url).toBe(`/usercenter/game/thirdGameLogin?playerId=1001&id=55&lang=en&theme=light&home=${encodeURIComponent('/')}`);
    expect(localStorage.getItem('IsInGame')).toBe('1');
    expect(useInGameStore.getState().inGame).toBe(true);

    popup.closed = true;
    await waitFor(() => expect(calls.some((call) => call.url === '/usercenter/game/thirdGameLogout?playerId=1001')).toBe(true), { timeout: 2000 });
    await waitFor(() => expect(useSessionStore.getState().player?.gold).toBe(7250));
    expect(localStorage.getItem('IsInGame')).toBeNull();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨72.50');
    expect(screen.getByText('Welcome back — your balance is updated.')).toBeInTheDocument();
  });

  it('still brings the balance back when the player left the game page before closing the window', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => popup));
    const { calls } = installFakeServer((call: RecordedCall) => {
      if (call.url.startsWith('/usercenter/game/thirdGameLogin')) return { code: 1, data: { url: 'https://9w.example/play?t=1', platform: '9WICKETS', transferred: 5000 } };
      if (call.url.startsWith('/usercenter/game/thirdGameLogout')) return { code: 1, data: { balance: 5000, transferred: 5000 } };
      return { code: 1, data: {} };
    });
    const page = renderWithApp(<PlayScreen fairness={null} />, { route: '/game/playps?name=Cricket&id=w-1&id2=55&platform=9WICKETS&type2=third' });
    await userEvent.click(screen.getByRole('button', { name: 'Open game' }));
    await waitFor(() => expect(popup.location.href).toBe('https://9w.example/play?t=1'));
    page.unmount();
    expect(useInGameStore.getState().inGame).toBe(true);
    popup.closed = true;
    await waitFor(() => expect(useSessionStore.getState().player?.gold).toBe(5000), { timeout: 2000 });
    expect(useInGameStore.getState().inGame).toBe(false);
    expect(localStorage.getItem('IsInGame')).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/usercenter/game/thirdGameLogout'))).toHaveLength(1);
  });

  it('a page that loads with a stored in-game flag does not trust it and brings the money back once', async () => {
    const { calls } = installFakeServer((call: RecordedCall) =>
      call.url.startsWith('/usercenter/game/thirdGameLogout') ? { code: 1, data: { balance: 4321, transferred: 4321 } } : { code: 1, data: {} },
    );
    localStorage.setItem('IsInGame', '1');
    vi.resetModules();
    const fresh = await import('../../../stores/in-game-store.ts');
    const window = await import('../../../stores/wickets-window.ts');
    const session = await import('../../../stores/session-store.ts');
    session.useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    expect(fresh.useInGameStore.getState().inGame).toBe(false);
    expect(localStorage.getItem('IsInGame')).toBeNull();
    window.returnStrandedAfterReload(1001);
    window.returnStrandedAfterReload(1001);
    await waitFor(() => expect(session.useSessionStore.getState().player?.gold).toBe(4321));
    expect(calls.filter((call) => call.url === '/usercenter/game/thirdGameLogout?playerId=1001')).toHaveLength(1);
    session.useSessionStore.getState().signOut();
  });

  it('logging out (or opening another game) closes the window and brings the balance back once', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) };
    vi.stubGlobal('open', vi.fn(() => popup));
    const { calls } = installFakeServer((call: RecordedCall) => {
      if (call.url.startsWith('/usercenter/game/thirdGameLogin')) return { code: 1, data: { url: 'https://9w.example/play?t=1', platform: '9WICKETS', transferred: 5000 } };
      if (call.url.startsWith('/usercenter/game/thirdGameLogout')) return { code: 1, data: { balance: 6125, transferred: 6125 } };
      return { code: 1, data: {} };
    });
    renderWithApp(<PlayScreen fairness={null} />, { route: '/game/playps?name=Cricket&id=w-1&id2=55&platform=9WICKETS&type2=third' });
    await userEvent.click(screen.getByRole('button', { name: 'Open game' }));
    await waitFor(() => expect(popup.location.href).toBe('https://9w.example/play?t=1'));
    await closeWicketsAndReturn();
    expect(popup.close).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().player?.gold).toBe(6125);
    expect(useInGameStore.getState().inGame).toBe(false);
    await closeWicketsAndReturn();
    await new Promise((done) => setTimeout(done, 700));
    expect(calls.filter((call) => call.url.startsWith('/usercenter/game/thirdGameLogout'))).toHaveLength(1);
  });
});
