import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { HomeGames } from './home-games.tsx';

function game(gameId: string, gameName: string, type: string) {
  return { id: 1, gameId, gameName, gameType: 'HOT', platform: 'PG', icon: `/games/${gameId}.png`, order: 1, ver: '1', type, desc: '', favourite: true };
}

function serve(favourites: ReturnType<typeof game>[]) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url === '/usercenter/games/favourites') return { code: 1, data: { list: favourites, page: 0, pageSize: 21 } };
    if (call.url === '/usercenter/games/providers') return { code: 1, data: { list: [] } };
    return { code: 1, data: { list: [], page: 0, pageSize: 21 } };
  });
}

beforeEach(() => {
  act(() => usePopupStore.getState().closeAll());
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('lobby favourites', () => {
  it('lists the hearted games of every kind, not only live tables', async () => {
    const { calls } = serve([game('pg-slot', 'Fortune Tiger', 'slots'), game('jdb-fish', 'Fishing War', 'fishing'), game('khel-crash', 'Crash', 'in-house')]);
    renderWithApp(<HomeGames />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getByRole('button', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Fishing War' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Crash' })).toBeInTheDocument();
    const asked = calls.find((call) => call.url === '/usercenter/games/favourites');
    expect(asked?.body).toEqual({ page: 0 });
  });

  it('says how to add one when the player has no favourites', async () => {
    serve([]);
    renderWithApp(<HomeGames />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('No favourite games yet: tap the heart on any game to keep it here.')).toBeInTheDocument();
  });
});
