import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInGameStore } from '../../../stores/in-game-store.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { useRecentGamesStore } from '../stores/recent-games-store.ts';
import { GameGrid } from './game-grid.tsx';
import { GameSearch } from './game-search.tsx';

function game(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 100 + i,
    gameId: `pg-game-${i}`,
    gameName: `Game ${i}`,
    gameType: 'SLOT',
    platform: 'PG',
    icon: `/games/pg-game-${i}.png`,
    order: i,
    ver: '1',
    type: 'slots',
    desc: 'Video slot',
    favourite: false,
    ...overrides,
  };
}

/** Answers list/search pages of the given sizes and everything else with an empty list. */
function serve(pageSizes: number[], searchHits: ReturnType<typeof game>[] = []) {
  return installFakeServer((call: RecordedCall) => {
    const body = (call.body ?? {}) as { page?: number };
    if (call.url === '/usercenter/games/providers') return { code: 1, data: { list: [] } };
    if (call.url === '/usercenter/games/search') {
      return { code: 1, data: { list: searchHits, page: 0, pageSize: 21, msg: searchHits.length ? '' : 'No Data' } };
    }
    const page = body.page ?? 0;
    const size = pageSizes[page] ?? 0;
    return { code: 1, data: { list: Array.from({ length: size }, (_, i) => game(page * 21 + i)), page, pageSize: 21 } };
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

beforeEach(() => {
  act(() => usePopupStore.getState().closeAll());
  localStorage.clear();
  useRecentGamesStore.setState({ gameIds: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('game grid', () => {
  it('loads 21 a page while pages are full and stops after a page under 21', async () => {
    const { calls } = serve([21, 21, 5]);
    renderWithApp(<GameGrid source={{ kind: 'list', tag: 'ALL' }} />);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(47), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pages = calls.filter((call) => call.url === '/usercenter/games/list').map((call) => (call.body as { page: number }).page);
    expect(pages).toEqual([0, 1, 2]);
    expect(screen.getByText('No more games')).toBeInTheDocument();
    const images = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img'));
    expect(images.slice(0, 20).every((img) => img?.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(20).every((img) => img?.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows the no-data image when the list is empty', async () => {
    serve([0]);
    renderWithApp(<GameGrid source={{ kind: 'list', tag: 'Jackpot' }} />);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(document.querySelector('img[src="/brand/no-data.svg"]')).not.toBeNull();
  });

  it('a visitor tapping a game gets the sign-up popup and stays put', async () => {
    serve([3]);
    renderWithApp(
      <>
        <GameGrid source={{ kind: 'list' }} />
        <Where />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Game 1' }));
    expect(usePopupStore.getState().stack).toEqual([{ name: 'auth', tab: 'signup' }]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(useRecentGamesStore.getState().gameIds).toEqual([]);
  });

  it('a player tapping a game adds it to recent games and goes to /game/playps with its query', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    serve([3]);
    renderWithApp(
      <Routes>
        <Route path="/" element={<GameGrid source={{ kind: 'list' }} />} />
        <Route path="/game/playps" element={<Where />} />
      </Routes>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Game 2' }));
    const where = new URL((await screen.findByTestId('where')).textContent ?? '', 'http://x');
    expect(where.pathname).toBe('/game/playps');
    expect(Object.fromEntries(where.searchParams)).toEqual({
      name: 'Game 2',
      id: 'pg-game-2',
      type: 'slots',
      gametype: 'SLOT',
      ver: '1',
      type2: 'third',
      id2: '102',
      platform: 'PG',
    });
    expect(useRecentGamesStore.getState().gameIds).toEqual(['pg-game-2']);
    expect(JSON.parse(localStorage.getItem('gameIds') ?? '[]')).toEqual(['pg-game-2']);
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('the refresh call brings transfer-wallet money back on entering the list and before opening a game', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const { calls } = installFakeServer((call: RecordedCall) => {
      if (call.url.startsWith('/usercenter/game/thirdGameLogout')) return { code: 1, data: { balance: 7250, transferred: 0 } };
      if (call.url === '/usercenter/games/providers') return { code: 1, data: { list: [] } };
      return { code: 1, data: { list: [game(1)], page: 0, pageSize: 21 } };
    });
    const refreshes = () => calls.filter((call) => call.url === '/usercenter/game/thirdGameLogout?playerId=1001').length;
    renderWithApp(
      <Routes>
        <Route path="/" element={<GameGrid source={{ kind: 'list' }} />} />
        <Route path="/game/playps" element={<Where />} />
      </Routes>,
    );
    await waitFor(() => expect(refreshes()).toBe(1));
    await waitFor(() => expect(useSessionStore.getState().player?.gold).toBe(7250));
    await userEvent.click(await screen.findByRole('button', { name: 'Game 1' }));
    await screen.findByTestId('where');
    expect(refreshes()).toBe(2);
  });

  it('no refresh while a 9WICKETS window holds the money (the in-game flag)', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    useInGameStore.getState().setInGame(true);
    const { calls } = serve([1]);
    renderWithApp(<GameGrid source={{ kind: 'list' }} />);
    await screen.findByRole('button', { name: 'Game 0' });
    expect(calls.some((call) => call.url.includes('thirdGameLogout'))).toBe(false);
    useInGameStore.getState().setInGame(false);
  });
});

describe('game search', () => {
  beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));

  it('under 3 characters shows the rule and does not search', async () => {
    const { calls } = serve([2]);
    renderWithApp(<GameSearch />);
    await userEvent.type(screen.getByRole('searchbox'), 'sl');
    expect(await screen.findByText('Search requires at least 3 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/usercenter/games/search')).toBe(false);
  });

  it('3 characters search; nothing found shows No Data', async () => {
    const { calls } = serve([2], []);
    renderWithApp(<GameSearch />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/usercenter/games/search')?.body).toEqual({ name: 'zzz', page: 0 });
    expect(screen.queryByText('Search requires at least 3 characters')).toBeNull();
  });

  it('finds games by name and caps the input at 20 characters', async () => {
    serve([2], [game(7, { gameName: 'Khel Fortune Slots', gameId: 'inhouse-slot' })]);
    renderWithApp(<GameSearch />);
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'slot');
    expect(await screen.findByRole('button', { name: 'Khel Fortune Slots' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'x'.repeat(25));
    expect((box as HTMLInputElement).value).toHaveLength(20);
  });
});
