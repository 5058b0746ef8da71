import type { Settlement } from '@khel/contracts/admin/sportsbook';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { SettleModal } from './settle-modal.tsx';
import { EVENT, fakeApi, market, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';

const URL = '/admin/api/sportsbook/markets/7/settlements';
const requested = (call: Call): Settlement => ({
  id: 90,
  marketId: 7,
  eventId: 41,
  event: 'Lahore Qalandars v Karachi Kings',
  home: 'Lahore Qalandars',
  away: 'Karachi Kings',
  marketKind: 'match-winner',
  marketParams: {},
  line: null,
  previous: null,
  result: (call.body as { result: Settlement['result'] }).result,
  reason: 'x',
  state: 'pending',
  requestedBy: 5,
  requestedByName: 'sana',
  requestedAt: '2026-03-01T18:00:00Z',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  betsAffected: null,
  netPaid: null,
});

let calls: Call[];
beforeEach(() => {
  signIn('sana', ['sportsbook.read', 'sportsbook.settle']);
  calls = fakeApi({ [`POST ${URL}`]: requested });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

const sent = () => calls.filter((c) => c.url === URL).map((c) => c.body);

describe('settling a market', RENDERS, () => {
  it('sends the winning selection with the reason, once a winner and a reason are given', async () => {
    const user = userEvent.setup();
    const onRequested = vi.fn();
    renderScreen(<SettleModal market={market()} teams={EVENT} onClose={vi.fn()} onRequested={onRequested} />);
    const dialog = await screen.findByRole('dialog', { name: 'Settle Match winner' });
    expect(dialog).toHaveTextContent('Nothing moves until a second operator approves it on the Settlements screen.');
    const ask = screen.getByRole('button', { name: 'Ask for settlement' });
    expect(ask).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Lahore Qalandars' }));
    expect(ask).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), ' feed sent no result ');
    await user.click(ask);
    await waitFor(() => expect(sent()).toEqual([{ result: { winners: ['home'] }, reason: 'feed sent no result' }]));
    await waitFor(() => expect(onRequested).toHaveBeenCalledOnce());
    expect(await screen.findByText('Settlement #90 of Match winner waits for a second operator')).toBeInTheDocument();
  });

  it('sends several winners as a dead heat', async () => {
    const user = userEvent.setup();
    renderScreen(<SettleModal market={market()} teams={EVENT} onClose={vi.fn()} onRequested={vi.fn()} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Lahore Qalandars' }));
    await user.click(screen.getByRole('checkbox', { name: 'Karachi Kings' }));
    expect(screen.getByText('Dead heat: the 2 winners share each stake.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'tied, no super over');
    await user.click(screen.getByRole('button', { name: 'Ask for settlement' }));
    await waitFor(() => expect(sent()).toEqual([{ result: { winners: ['home', 'away'] }, reason: 'tied, no super over' }]));
  });

  it('sends void with the reason', async () => {
    const user = userEvent.setup();
    renderScreen(<SettleModal market={market()} teams={EVENT} onClose={vi.fn()} onRequested={vi.fn()} />);
    await user.click(await screen.findByRole('radio', { name: 'Void (every stake returned)' }));
    expect(screen.queryByRole('checkbox', { name: 'Lahore Qalandars' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'match abandoned');
    await user.click(screen.getByRole('button', { name: 'Ask for settlement' }));
    await waitFor(() => expect(sent()).toEqual([{ result: { void: true }, reason: 'match abandoned' }]));
  });

  it('says a settled market gets a correction, and shows its current result', async () => {
    const user = userEvent.setup();
    const settled = market({ status: 'settled', result: { winners: ['home'] } });
    renderScreen(<SettleModal market={settled} teams={EVENT} onClose={vi.fn()} onRequested={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result of Match winner' });
    expect(dialog).toHaveTextContent('This market is already settled: this is a correction.');
    expect(dialog).toHaveTextContent('Current result: Lahore Qalandars');
    expect(dialog).toHaveTextContent('Once approved, its bets are settled again with the new result: winnings already paid may be taken back.');
    await user.click(screen.getByRole('checkbox', { name: 'Karachi Kings' }));
    await user.type(screen.getByLabelText('Reason'), 'wrong team settled');
    await user.click(screen.getByRole('button', { name: 'Ask for the correction' }));
    await waitFor(() => expect(sent()).toEqual([{ result: { winners: ['away'] }, reason: 'wrong team settled' }]));
  });
});
