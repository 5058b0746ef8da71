import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { EVENT, fakeApi, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';
import TradingPage from './trading-page.tsx';

const football = { ...EVENT, id: 42, sport: 'football' as const, format: 'league', competition: 'Premier League', home: 'Arsenal', away: 'Chelsea', status: 'scheduled' as const, suspendedByOperator: true, openBets: 3, stakes: 90_000, liability: -40_000 };

let calls: Call[];
beforeEach(() => {
  signIn('bilal', ['sportsbook.read']);
  calls = fakeApi({ 'GET /admin/api/sportsbook/events': { events: [EVENT, football] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('the trading desk', RENDERS, () => {
  it('lists events in the server order with status, trading suspension, bets, stakes and coloured liability', async () => {
    renderScreen(<TradingPage />, { path: '/sportsbook/events', at: '/sportsbook/events' });
    const table = await screen.findByRole('table', { name: 'Sportsbook events' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Start', 'Sport', 'Competition', 'Match', 'Status', 'Trading', 'Open bets', 'Stakes', 'Liability']);
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(2));
    const [live, later] = screen.getAllByTestId('data-row');
    expect([...live!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1 Mar 2026, 19:00 PKT', 'Cricket', 'Pakistan Super League', 'Lahore Qalandars v Karachi Kings', 'live', '—', '12', '₨25,000.00', '₨4,800.00']);
    expect(within(live!).getByText('₨4,800.00')).toHaveClass('liability--book-loses');
    expect(later).toHaveTextContent('suspended by trading');
    expect(within(later!).getByText('-₨400.00')).toHaveClass('liability--book-wins');
  });

  it('filters by sport and status, and opens an event', async () => {
    const user = userEvent.setup();
    renderScreen(<TradingPage />, { path: '/sportsbook/events', at: '/sportsbook/events' });
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Sport' }));
    await user.click(await screen.findByTitle('Football'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/admin/api/sportsbook/events?sport=football'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('live'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/admin/api/sportsbook/events?sport=football&status=live'));
    await user.click(screen.getAllByTestId('data-row')[0]!);
    expect(await screen.findByText('at /sportsbook/events/41')).toBeInTheDocument();
  });
});
