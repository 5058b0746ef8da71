import type { PlayerSportsLimit } from '@khel/contracts/admin/sportsbook';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import PlayerLimitsPage from './player-limits-page.tsx';
import { fakeApi, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';

const limit: PlayerSportsLimit = { playerId: 1001, maxStake: 50_000, maxPayout: null, reason: 'stake pattern', setBy: 'omar', setAt: '2026-03-01T10:00:00Z' };
const echo = (call: Call) => {
  const body = call.body as { maxStake: number | null; maxPayout: number | null; reason: string };
  const playerId = Number(call.url.split('/').pop());
  return { limit: body.maxStake === null && body.maxPayout === null ? null : { playerId, ...body, setBy: 'bilal', setAt: '2026-03-02T10:00:00Z' } };
};

function open(permissions: Parameters<typeof signIn>[1]): Call[] {
  signIn('bilal', permissions);
  const calls = fakeApi({
    'GET /admin/api/sportsbook/player-limits': { limits: [limit] },
    'POST /admin/api/sportsbook/player-limits/1001': echo,
    'POST /admin/api/sportsbook/player-limits/2002': echo,
  });
  renderScreen(<PlayerLimitsPage />);
  return calls;
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);

afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe("players' own sportsbook limits", RENDERS, () => {
  it('lists them, "book" where the book\'s limit applies; read-only without sportsbook.trade', async () => {
    open(['sportsbook.read']);
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(1));
    expect([...screen.getByTestId('data-row').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1001', '₨500.00', 'book', 'stake pattern', 'omar · 1 Mar 2026, 15:00 PKT', '']);
    expect(screen.queryByRole('button', { name: 'Add player limits' })).not.toBeInTheDocument();
  });

  it('adds limits for a player by id, and needs at least one of them', async () => {
    const calls = open(['sportsbook.read', 'sportsbook.trade']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add player limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add player limits' });
    await userEvent.type(within(dialog).getByLabelText('Player id'), '2002');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'arb suspected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(await within(dialog).findByText('Set a max stake, a max payout or both')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Max payout per bet (₨)'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(posts(calls)).toEqual([['/admin/api/sportsbook/player-limits/2002', { maxStake: null, maxPayout: 1_000_000, reason: 'arb suspected' }]]));
    expect(await screen.findByText('Player 2002: max stake book, max payout ₨10,000.00')).toBeInTheDocument();
  });

  it('removes a player\'s limits with a reason (both null)', async () => {
    const calls = open(['sportsbook.read', 'sportsbook.trade']);
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the limits of player 1001' });
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'review done');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(posts(calls)).toEqual([['/admin/api/sportsbook/player-limits/1001', { maxStake: null, maxPayout: null, reason: 'review done' }]]));
    expect(await screen.findByText("Player 1001's own limits removed: the book's apply")).toBeInTheDocument();
  });
});
