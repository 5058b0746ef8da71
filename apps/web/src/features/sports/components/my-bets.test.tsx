// My bets: open bets with their legs and the cash-out offered now (confirmed in a dialog; a changed
// offer is shown again to confirm), settled bets a page at a time.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import type { RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { bet, freshSlip, signIn, sportsServer } from '../testing/sports-fixtures.ts';
import { MyBets } from './my-bets.tsx';

freshSlip();

const accumulator = bet({
  id: 'a7c00000-0000-4000-8000-000000000002',
  kind: 'accumulator',
  stake: 5_000,
  odds: 379,
  potentialReturn: 18_950,
  state: 'won',
  payout: 18_950,
  cashOut: null,
  inPlay: false,
  settledAt: '2026-11-29T15:00:00.000Z',
  legs: [
    { ...bet().legs[0]!, result: 'won' },
    {
      ...bet().legs[0]!,
      selectionId: 122,
      eventId: 1,
      marketKind: 'innings-runs',
      marketParams: { innings: 1 },
      line: 1655,
      selectionKey: 'under',
      selectionName: 'under',
      odds: 205,
      result: 'won',
    },
  ],
});

describe('my bets', () => {
  it('lists an open bet with its leg, stake, odds and potential return, and cashes it out after a confirm', async () => {
    signIn(50_000);
    let open: SportsBet[] = [bet()];
    const { calls } = sportsServer({
      myBets: () => ({ code: 1, data: { bets: open } }),
      cashOut: () => {
        open = [];
        return { code: 1, data: { bet: bet({ state: 'cashed-out', payout: 9_000, cashOut: null }), balance: 59_000 } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MyBets />, { route: '/top/bets' });
    const card = (await screen.findByRole('heading', { name: 'Single In-play' })).closest('article')!;
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Lahore Qalandars v Karachi Kings')).toBeInTheDocument();
    expect(within(card).getByText('Match winner')).toBeInTheDocument();
    expect(within(card).getByText('Not settled yet')).toBeInTheDocument();
    expect(within(card).getByText('Stake').nextSibling).toHaveTextContent('₨100.00');
    expect(within(card).getByText('Potential return').nextSibling).toHaveTextContent('₨185.00');

    await user.click(within(card).getByRole('button', { name: 'Cash out ₨90.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cash out this bet?' });
    expect(dialog).toHaveTextContent('You get ₨90.00 now and the bet ends: its potential return of ₨185.00 no longer applies.');
    await user.click(within(dialog).getByRole('button', { name: 'Cash out ₨90.00' }));

    await waitFor(() => expect(screen.getByText('Cashed out ₨90.00. Balance ₨590.00')).toBeInTheDocument());
    expect(calls.find((call) => call.url.endsWith('/sports/cashOut'))?.body).toEqual({ betId: bet().id, amount: 9_000 });
    expect(useSessionStore.getState().player?.gold).toBe(59_000);
    await screen.findByText('You have no open bets.');
  });

  it('on 1429 reads the open bets again and shows the new offer, which the player confirms', async () => {
    signIn(50_000);
    let offer = 9_000;
    const cashOuts: RecordedCall[] = [];
    sportsServer({
      myBets: () => ({ code: 1, data: { bets: [bet({ cashOut: offer })] } }),
      cashOut: (call) => {
        cashOuts.push(call);
        if ((call.body as { amount: number }).amount !== offer) return { code: 1429, msg: 'The cash-out value has changed: check it and try again' };
        return { code: 1, data: { bet: bet({ state: 'cashed-out', payout: offer, cashOut: null }), balance: 50_000 + offer } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MyBets />, { route: '/top/bets' });
    await user.click(await screen.findByRole('button', { name: 'Cash out ₨90.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cash out this bet?' });
    offer = 8_250; // the price moved while the player read the dialog
    await user.click(within(dialog).getByRole('button', { name: 'Cash out ₨90.00' }));

    expect(await within(dialog).findByRole('button', { name: 'Cash out ₨82.50' })).toBeEnabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The cash-out value has changed: check it and try again');
    expect(dialog).toHaveTextContent('You get ₨82.50 now');
    await user.click(within(dialog).getByRole('button', { name: 'Cash out ₨82.50' }));
    await screen.findByText('Cashed out ₨82.50. Balance ₨582.50');
    expect(cashOuts.map((call) => call.body)).toEqual([
      { betId: bet().id, amount: 9_000 },
      { betId: bet().id, amount: 8_250 },
    ]);
  });

  it('shows settled bets with their state and payout, and loads older ones after the last one seen (`before`, `beforeId`)', async () => {
    signIn(50_000);
    const page = Array.from({ length: 20 }, (_, i) => bet({ id: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`, state: 'lost', payout: 0, cashOut: null, placedAt: `2026-11-28T${String(23 - i).padStart(2, '0')}:00:00.000Z` }));
    const { calls } = sportsServer({
      myBets: (call) => {
        const body = call.body as { list: string; before?: string };
        if (body.list === 'open') return { code: 1, data: { bets: [] } };
        return { code: 1, data: { bets: body.before ? [accumulator] : page } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MyBets />, { route: '/top/bets' });
    await screen.findByText('You have no open bets.');
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() => expect(screen.getAllByText('Lost')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const card = (await screen.findByRole('heading', { name: 'Accumulator · 2 legs' })).closest('article')!;
    expect(within(card).getByText('Won ₨189.50')).toBeInTheDocument();
    expect(within(card).getByText('1st innings runs — over/under 165.5')).toBeInTheDocument();
    expect(within(card).getByText('Under 165.5')).toBeInTheDocument();
    expect(within(card).getAllByText('Won', { selector: '.visually-hidden' })).toHaveLength(2);
    expect(within(card).getByText('Paid').nextSibling).toHaveTextContent('₨189.50');
    expect(calls.filter((call) => call.url.endsWith('/sports/myBets')).map((call) => call.body)).toEqual([
      { list: 'open' },
      { list: 'settled' },
      { list: 'settled', before: '2026-11-28T04:00:00.000Z', beforeId: 'b0000000-0000-4000-8000-000000000019' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
