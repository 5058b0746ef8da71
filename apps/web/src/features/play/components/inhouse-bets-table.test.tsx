// The bet lists under a game: what the server sends is what is shown (masked names, amounts to the
// paisa, the multiplier paid), visitors get the public lists only, the open list refreshes itself,
// and a pushed round lands once in the lists it belongs to.
import type { InhouseBet } from '@khel/contracts/endpoints/inhouse-bets';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { liveClient, setLiveClient, type LiveEvent } from '../../../lib/live.ts';
import type { LiveClient } from '../../../lib/live-connection.ts';
import { addPushedBet, betsQueryOptions } from '../api/inhouse-bets-api.ts';
import { fakeLiveClient } from '../../../../test/fake-socket.ts';
import { InhouseBetsTable } from './inhouse-bets-table.tsx';

const realLive = liveClient();
afterEach(() => {
  setLiveClient(realLive);
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const bet = (id: string, over: Partial<InhouseBet> = {}): InhouseBet => ({
  id, game: 'dice', player: 'ah***42', time: '2026-11-29T05:04:05.000Z', bet: 1_001, multiplier: 197, payout: 1_981, ...over,
});

function server(lists: Record<string, InhouseBet[]>) {
  return installFakeServer((call: RecordedCall) => {
    const body = call.body as { list?: string };
    if (call.url.endsWith('/inhouse/myBets')) return { code: 1, data: { list: lists.mine ?? [] } };
    if (call.url.endsWith('/inhouse/bets')) return { code: 1, data: { list: lists[body.list ?? ''] ?? [] } };
    return { code: 0, msg: 'unexpected call' };
  });
}
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('bets table', () => {
  it("shows a visitor every settled round as the server sent it, and the high rollers' list with its threshold", async () => {
    const { calls } = server({ all: [bet('r2', { player: 'bi***n9', bet: 100_000, multiplier: 0, payout: 0 }), bet('r1')], high: [bet('r2', { player: 'bi***n9', bet: 100_000, multiplier: 198, payout: 198_000 })] });
    renderWithApp(<InhouseBetsTable game="dice" />);
    expect(screen.queryByRole('tab', { name: 'My bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(screen.getByTestId('bets-all')).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(screen.getByTestId('bets-all')).getAllByRole('row');
    // Karachi is UTC+5: 05:04:05Z is 10:04:05 there.
    expect(cells(first!)).toEqual(['bi***n9', '10:04:05', '₨1,000.00', '0.00x', '₨0.00']);
    expect(cells(second!)).toEqual(['ah***42', '10:04:05', '₨10.01', '1.97x', '₨19.81']);
    expect(second).toHaveClass('bets__row--win');
    expect(calls[0]?.body).toEqual({ game: 'dice', list: 'all' });

    await userEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    await waitFor(() => expect(within(screen.getByTestId('bets-high')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Bets of ₨1,000.00 or more')).toBeInTheDocument();
    expect(cells(within(screen.getByTestId('bets-high')).getAllByRole('row')[1]!)).toEqual(['bi***n9', '10:04:05', '₨1,000.00', '1.98x', '₨1,980.00']);
  });

  it("a signed-in player also has My bets, asked for with their session; an empty list says so", async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const { calls } = server({ all: [], mine: [] });
    renderWithApp(<InhouseBetsTable game="mines" />);
    await screen.findByText('No bets yet');
    await userEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    await screen.findByText('Your settled bets will show here');
    const mine = calls.find((call) => call.url.endsWith('/inhouse/myBets'));
    expect(mine?.body).toEqual({ game: 'mines' });
    expect(mine?.headers.get('satoken')).toBe(LOGIN_REPLY.token);
  });

  it('fetches the open list again every few seconds while no live connection is up', async () => {
    const lists = { all: [bet('r1')] };
    server(lists);
    renderWithApp(<InhouseBetsTable game="dice" />);
    await waitFor(() => expect(within(screen.getByTestId('bets-all')).getAllByRole('row')).toHaveLength(2));
    lists.all = [bet('r3', { player: 'za***77' }), bet('r1')];
    await waitFor(() => expect(screen.getByText('za***77')).toBeInTheDocument(), { timeout: 6_000 });
  });

  it('with the live socket up it does not poll: a pushed round of this game is prepended, another game\'s is not', async () => {
    const handlers = new Map<string, (event: LiveEvent) => void>();
    const topics: string[] = [];
    const fake = {
      on: (type: string, handler: (event: LiveEvent) => void) => (handlers.set(type, handler), () => handlers.delete(type)),
      subscribe: (topic: string) => (topics.push(topic), () => {}),
      isConnected: () => true,
      onConnectedChange: () => () => {},
    };
    setLiveClient(fake as unknown as LiveClient);
    const { calls } = server({ all: [bet('r1')] });
    renderWithApp(<InhouseBetsTable game="dice" />);
    await waitFor(() => expect(within(screen.getByTestId('bets-all')).getAllByRole('row')).toHaveLength(2));
    expect(topics).toEqual(['dice-bets']);
    act(() => handlers.get('inhouse-bet')!({ type: 'inhouse-bet', bet: bet('r9', { player: 'li***e1', game: 'dice' }) }));
    act(() => handlers.get('inhouse-bet')!({ type: 'inhouse-bet', bet: bet('s9', { player: 'sl***t1', game: 'slot' }) }));
    act(() => handlers.get('inhouse-bet')!({ type: 'inhouse-bet', bet: { id: 'bad' } }));
    await waitFor(() => expect(cells(within(screen.getByTestId('bets-all')).getAllByRole('row')[1]!)[0]).toBe('li***e1'));
    expect(within(screen.getByTestId('bets-all')).getAllByRole('row')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(calls.filter((call) => call.url.endsWith('/inhouse/bets'))).toHaveLength(1);
  });

  it('once the server confirms the live subscription the lists are read again: a round settled in between is not missed', async () => {
    const live = fakeLiveClient({ token: () => null, random: () => 0 });
    setLiveClient(live.client);
    live.client.start();
    act(() => live.sockets[0]!.greet());
    const lists = { all: [bet('r1')] };
    const { calls } = server(lists);
    renderWithApp(<InhouseBetsTable game="dice" />);
    await waitFor(() => expect(within(screen.getByTestId('bets-all')).getAllByRole('row')).toHaveLength(2));
    expect(live.sockets[0]!.sent).toContainEqual({ subscribe: 'dice-bets' });
    // Settled after the first read, before the server had the subscription: no push will come.
    lists.all = [bet('r3', { player: 'za***77' }), bet('r1')];
    act(() => live.sockets[0]!.receive({ type: 'subscribed', topic: 'slot-bets' }));
    act(() => live.sockets[0]!.receive({ type: 'subscribed', topic: 'dice-bets' }));
    await waitFor(() => expect(screen.getByText('za***77')).toBeInTheDocument());
    expect(calls.filter((call) => call.url.endsWith('/inhouse/bets'))).toHaveLength(2);
    live.client.stop();
  });

  it('a pushed round is prepended once to All bets, to High rollers only from ₨1,000, and never invented into an unloaded list', () => {
    const client = new QueryClient();
    client.setQueryData(betsQueryOptions('dice', 'all').queryKey, [bet('r1')]);
    client.setQueryData(betsQueryOptions('dice', 'high').queryKey, []);
    addPushedBet(client, bet('r2', { bet: 99_999 }));
    addPushedBet(client, bet('r2', { bet: 99_999 }));
    addPushedBet(client, bet('r3', { bet: 100_000 }));
    expect(client.getQueryData<InhouseBet[]>(betsQueryOptions('dice', 'all').queryKey)?.map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    expect(client.getQueryData<InhouseBet[]>(betsQueryOptions('dice', 'high').queryKey)?.map((r) => r.id)).toEqual(['r3']);
    addPushedBet(client, bet('s1', { game: 'slot' }));
    expect(client.getQueryData(betsQueryOptions('slot', 'all').queryKey)).toBeUndefined();
  });
});
