import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import EventPage from './event-page.tsx';
import { EVENT, fakeApi, market, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';

const winner = market({ status: 'open' });
const innings = market({
  id: 8,
  kind: 'innings-runs',
  params: { innings: 1 },
  line: 1655,
  status: 'suspended',
  suspendedByOperator: true,
  maxStake: 500_000,
  liability: -120_000,
  pendingSettlementId: 93,
  selections: [
    { id: 81, key: 'over', name: 'over', odds: 190, result: null, bets: 2, stakes: 200_000, liability: -120_000 },
    { id: 82, key: 'under', name: 'under', odds: 190, result: null, bets: 1, stakes: 100_000, liability: -160_000 },
  ],
});
const settled = market({ id: 9, kind: 'top-batter', params: { innings: 1 }, status: 'settled', result: { winners: ['b:Danish Mirza'] }, liability: 0, selections: [{ id: 91, key: 'b:Danish Mirza', name: 'Danish Mirza', odds: 450, result: 'won', bets: 0, stakes: 0, liability: 0 }] });

function open(permissions: Parameters<typeof signIn>[1]): Call[] {
  signIn('bilal', permissions);
  const calls = fakeApi({
    'GET /admin/api/sportsbook/events/41': { event: EVENT, markets: [winner, innings, settled] },
    'POST /admin/api/sportsbook/events/41/suspend': { ...EVENT, suspendedByOperator: true },
    'POST /admin/api/sportsbook/markets/8/limits': { ...innings, maxStake: 250_000 },
    'POST /admin/api/sportsbook/markets/7/suspend': { ...winner, suspendedByOperator: true },
  });
  renderScreen(<EventPage />, { path: '/sportsbook/events/:id', at: '/sportsbook/events/41' });
  return calls;
}
const marketRow = (name: string) => screen.getByText(name).closest('tr')!;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.end();
});

describe('an event on the trading desk', RENDERS, () => {
  it('shows the match, its status and markets with names, status, liability, limits and result', async () => {
    open(['sportsbook.read']);
    expect(await screen.findByRole('heading', { name: /Lahore Qalandars v Karachi Kings/ })).toHaveTextContent('live');
    expect(screen.getByText('Cricket · Pakistan Super League · T20 · starts 1 Mar 2026, 19:00 PKT')).toBeInTheDocument();
    await screen.findByText('Match winner');
    expect(marketRow('Match winner')).toHaveTextContent('book / book');
    expect(within(marketRow('Match winner')).getByText('₨4,800.00')).toHaveClass('liability--book-loses');

    const row = marketRow('1st innings runs o/u 165.5');
    expect(row).toHaveTextContent('suspended by trading');
    expect(row).toHaveTextContent('awaiting approval');
    expect(row).toHaveTextContent('₨5,000.00 / book');
    expect(within(row).getByText('-₨1,200.00')).toHaveClass('liability--book-wins');

    expect(marketRow('Top batter (inn. 1)')).toHaveTextContent('Danish Mirza');
    expect(screen.queryByRole('button', { name: 'Suspend event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settle…' })).not.toBeInTheDocument();
  });

  it("opens a market to its selections' odds, bets, stakes and liability", async () => {
    open(['sportsbook.read']);
    await userEvent.click(await screen.findByText('Match winner'));
    const selections = await screen.findByRole('table', { name: 'Selections of Match winner' });
    const lahore = within(selections).getByText('Lahore Qalandars').closest('tr')!;
    expect([...lahore.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Lahore Qalandars', '1.85', '—', '8', '₨15,000.00', '₨4,800.00']);
    expect(within(selections).getByText('-₨10,000.00')).toHaveClass('liability--book-wins');
  });

  it('suspends the event with a reason', async () => {
    const calls = open(['sportsbook.read', 'sportsbook.trade']);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend event' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend event' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'integrity alert');
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/sportsbook/events/41/suspend')?.body).toEqual({ suspended: true, reason: 'integrity alert' }));
    expect(await screen.findByText('Event suspended: none of its markets takes bets')).toBeInTheDocument();
  });

  it('sets a market\'s limits in rupees, empty for the book\'s', async () => {
    const calls = open(['sportsbook.read', 'sportsbook.trade']);
    await screen.findByText('1st innings runs o/u 165.5');
    await userEvent.click(within(marketRow('1st innings runs o/u 165.5')).getByRole('button', { name: 'Limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits: 1st innings runs o/u 165.5' });
    const stake = within(dialog).getByLabelText('Max stake per bet (₨)');
    expect(stake).toHaveValue('5,000.00');
    expect(within(dialog).getByLabelText('Max payout per player (₨)')).toHaveValue('');
    await userEvent.clear(stake);
    await userEvent.type(stake, '2500');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'thin market');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/sportsbook/markets/8/limits')?.body).toEqual({ maxStake: 250_000, maxPayout: null, reason: 'thin market' }));
  });

  it('holds Settle… back while a settlement awaits approval, and offers no trading on a settled market', async () => {
    open(['sportsbook.read', 'sportsbook.trade', 'sportsbook.settle']);
    await screen.findByText('1st innings runs o/u 165.5');
    expect(within(marketRow('1st innings runs o/u 165.5')).getByRole('button', { name: 'Settle…' })).toBeDisabled();
    expect(within(marketRow('1st innings runs o/u 165.5')).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(marketRow('Match winner')).getByRole('button', { name: 'Settle…' })).toBeEnabled();
    const top = marketRow('Top batter (inn. 1)');
    expect(within(top).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(within(top).queryByRole('button', { name: 'Limits' })).not.toBeInTheDocument();
    await userEvent.click(within(top).getByRole('button', { name: 'Settle…' }));
    expect(await screen.findByRole('dialog', { name: 'Correct the result of Top batter (inn. 1)' })).toHaveTextContent('Current result: Danish Mirza');
  });

  it('reads the event again every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = open(['sportsbook.read']);
    await screen.findByText('Match winner');
    const reads = () => calls.filter((c) => c.url === '/admin/api/sportsbook/events/41').length;
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
