import type { Settlement } from '@khel/contracts/admin/sportsbook';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import SettlementsPage from './settlements-page.tsx';
import { fakeApi, refusal, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';

const base: Settlement = {
  id: 0,
  marketId: 7,
  eventId: 41,
  event: 'Lahore Qalandars v Karachi Kings',
  home: 'Lahore Qalandars',
  away: 'Karachi Kings',
  marketKind: 'match-winner',
  marketParams: {},
  line: null,
  previous: null,
  result: { winners: ['home'] },
  reason: 'feed sent no result',
  state: 'pending',
  requestedBy: 5,
  requestedByName: 'sana',
  requestedAt: '2026-03-01T18:00:00Z',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  betsAffected: null,
  netPaid: null,
};
const approved: Settlement = { ...base, id: 88, state: 'approved', decidedBy: 6, decidedByName: 'omar', decidedAt: '2026-03-01T18:05:00Z', betsAffected: 34, netPaid: 125_000 };
const corrected: Settlement = { ...base, id: 87, marketKind: 'innings-runs', marketParams: { innings: 1 }, line: 1655, previous: { winners: ['over'] }, result: { winners: ['under'] }, state: 'approved', decidedBy: 6, decidedByName: 'omar', decidedAt: '2026-03-01T18:06:00Z', betsAffected: 3, netPaid: -30_000 };
const byOther: Settlement = { ...base, id: 90 };
const byMe: Settlement = { ...base, id: 91, requestedBy: 2, requestedByName: 'bilal', previous: { winners: ['home'] }, result: { winners: ['away'] } };

let calls: Call[];
beforeEach(() => {
  signIn('bilal', ['sportsbook.read', 'sportsbook.settle']);
  calls = fakeApi({
    'GET /admin/api/sportsbook/settlements': { settlements: [approved, byOther, corrected, byMe] },
    'POST /admin/api/sportsbook/settlements/90/approve': refusal(403, 1870, 'You created this: a second operator must approve or reject it'),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

const row = (id: number) => screen.getAllByTestId('data-row').find((tr) => tr.querySelector('td')?.textContent === String(id))!;

describe('settlements', RENDERS, () => {
  it('lists pending first with the market, previous → requested result, requester and, once approved, bets and money', async () => {
    renderScreen(<SettlementsPage />);
    await screen.findByRole('table', { name: 'Settlements' });
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(4));
    expect(screen.getAllByTestId('data-row').map((tr) => tr.querySelector('td')?.textContent)).toEqual(['90', '91', '88', '87']);
    expect(calls[0]?.url).toBe('/admin/api/sportsbook/settlements?state=pending');

    expect(row(90)).toHaveTextContent('Match winner');
    expect(row(90)).toHaveTextContent('Unsettled → Lahore Qalandars');
    expect(row(90)).toHaveTextContent('feed sent no result');
    expect(row(90)).toHaveTextContent('sana · 1 Mar 2026, 23:00 PKT');
    expect(row(91)).toHaveTextContent('Lahore Qalandars → Karachi Kings');
    expect(row(88)).toHaveTextContent('34 bets · ₨1,250.00 paid');
    expect(row(87)).toHaveTextContent('1st innings runs o/u 165.5');
    expect(row(87)).toHaveTextContent('Over → Under');
    expect(row(87)).toHaveTextContent('3 bets · ₨300.00 taken back');
    expect(within(row(88)).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('disables Approve and Reject for the operator who asked', async () => {
    renderScreen(<SettlementsPage />);
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(4));
    expect(within(row(91)).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(row(91)).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(row(90)).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it("shows the server's message when it refuses the approval (1870: the requester cannot approve)", async () => {
    renderScreen(<SettlementsPage />);
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(4));
    await userEvent.click(within(row(90)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You created this: a second operator must approve or reject it')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/admin/api/sportsbook/settlements/90/approve').map((c) => c.body)).toEqual([{}]);
  });

  it('after an approval, says how many bets were settled and what was paid', async () => {
    vi.unstubAllGlobals();
    fakeApi({
      'GET /admin/api/sportsbook/settlements': { settlements: [byOther] },
      'POST /admin/api/sportsbook/settlements/90/approve': { ...byOther, state: 'approved', decidedBy: 2, decidedByName: 'bilal', decidedAt: '2026-03-01T18:10:00Z', betsAffected: 12, netPaid: 400_000 },
    });
    renderScreen(<SettlementsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Settlement #90 approved: 12 bets settled, ₨4,000.00 paid')).toBeInTheDocument();
  });
});
