import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { SessionKeeper } from '../../../app/session-keeper.tsx';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { PlayScreen } from './play-screen.tsx';

const PLAYER = {
  playerId: 1001,
  showId: '80012345',
  name: 'ali_khan',
  account: 'ali_khan',
  icon: 2001,
  usericonimg: '',
  vip: 0,
  vipExperience: 0,
  vipExperience2: 0,
  vipUpgradePending: false,
  phone: '3001234567',
  email: '',
  firstPayState: 1,
};

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('a third-party game in the frame', () => {
  it('launches by catalogue id with the language and theme, refreshes the balance when a round moved money, and closes on request', async () => {
    usePreferencesStore.getState().setThemeMode('dark');
    let gold = 30_000;
    const { calls } = installFakeServer((call) => {
      if (call.url.startsWith('/usercenter/game/thirdGameLogin')) return { code: 1, data: { url: '/demo-games/pg/pg-mystic?s=abc.def', platform: 'PG', transferred: 0 } };
      if (call.url === '/usercenter/game/playerInfo') return { code: 1, data: { ...PLAYER, gold } };
      return { code: 1, data: {} };
    });
    renderWithApp(
      <>
        <SessionKeeper />
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/game/playps" element={<PlayScreen fairness={null} />} />
        </Routes>
      </>,
      { route: '/game/playps?name=Mystic+Garden+Ways&id=pg-mystic&id2=108&platform=PG&type2=third' },
    );
    const frame = await screen.findByTitle<HTMLIFrameElement>('Mystic Garden Ways');
    // Khel's demo page is told it is framed, so it drops its own bar.
    expect(frame.getAttribute('src')).toBe('/demo-games/pg/pg-mystic?s=abc.def&embed=1');
    const launch = new URL(calls.find((c) => c.url.startsWith('/usercenter/game/thirdGameLogin'))!.url, 'http://localhost');
    expect(Object.fromEntries(launch.searchParams)).toMatchObject({ playerId: '1001', id: '108', lang: 'en', theme: 'dark' });
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('₨300.00'));

    // A message from anything but the game frame is ignored; the frame's own is heard.
    gold = 29_800;
    const post = (data: unknown, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
      });
    await post({ type: 'khel-demo:balance' }, window);
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨300.00');
    await post({ type: 'khel-demo:balance' }, frame.contentWindow);
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('₨298.00'));

    await post({ type: 'khel-demo:close' }, frame.contentWindow);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    usePreferencesStore.getState().setThemeMode('light');
  });

  it("shows one header: the app's back button, the game's name and one balance; a real vendor's URL is loaded as given", async () => {
    installFakeServer((call) => {
      if (call.url.startsWith('/usercenter/game/thirdGameLogin')) return { code: 1, data: { url: 'https://m.pg.example/1/index.html?ops=t', platform: 'PG', transferred: 0 } };
      if (call.url === '/usercenter/game/playerInfo') return { code: 1, data: { ...PLAYER, gold: 12_345 } };
      return { code: 1, data: {} };
    });
    const { container } = renderWithApp(
      <>
        <SessionKeeper />
        <Routes>
          <Route path="/game/playps" element={<PlayScreen fairness={null} />} />
        </Routes>
      </>,
      { route: '/game/playps?name=Fortune+Gems&id=pg-gems&id2=109&platform=PG&type2=third' },
    );
    const frame = await screen.findByTitle<HTMLIFrameElement>('Fortune Gems');
    expect(frame.getAttribute('src')).toBe('https://m.pg.example/1/index.html?ops=t');
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('₨123.45'));
    expect(container.querySelectorAll('header')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Fortune Gems' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
    expect(screen.getAllByTestId('play-balance')).toHaveLength(1);
    // The page fills the screen under that header (play.css).
    expect(container.querySelector('.play-page')).toHaveClass('play-page--frame');
  });
});
