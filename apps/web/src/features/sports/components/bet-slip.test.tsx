// The bet slip as a player uses it from the lobby: what it adds up, when an accumulator is possible,
// what placing sends and what it leaves, and what happens when the odds or the market moved.
import type { SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import type { RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { bet, cricket, freshSlip, installFakeLive, lobbyReply, matchWinner, NOW, signIn, sportsServer, upcomingCricket } from '../testing/sports-fixtures.ts';
import { SportsLobby } from './sports-lobby.tsx';

freshSlip();
const live = installFakeLive();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The lobby with a live and an upcoming cricket match; `event` answers each match as `events` has it now. */
function server(events: SportsEvent[], place?: (call: RecordedCall) => { code: number; msg?: string; data?: unknown } | Response) {
  return sportsServer({
    lobby: () => ({ code: 1, data: lobbyReply(events) }),
    event: (call) => {
      const event = events.find((entry) => entry.id === (call.body as { id: number }).id)!;
      return { code: 1, data: { now: NOW, event, markets: event.main ? [event.main] : [] } };
    },
    ...(place ? { place } : {}),
  });
}

async function openSlip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /· Bet slip$/ }));
  return screen.findByRole('dialog', { name: 'Bet slip' });
}

describe('the bet slip', () => {
  it('adds the singles up to the hundredth, and an accumulator of two matches as the legs’ product rounded down', async () => {
    server([cricket(), upcomingCricket()]);
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    expect(screen.getByRole('button', { name: 'Lahore Qalandars 1.85' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Islamabad United 1.50' }));
    expect(screen.getByRole('button', { name: '2 selections · Bet slip' })).toBeInTheDocument();

    const slip = await openSlip(user);
    await user.type(within(slip).getByRole('textbox', { name: 'Stake: Lahore Qalandars 1.85' }), '100');
    await user.type(within(slip).getByRole('textbox', { name: 'Stake: Islamabad United 1.50' }), '12.34');
    const lines = within(slip).getAllByRole('listitem');
    expect(within(lines[0]!).getByText('Potential return')).toHaveTextContent('Potential return ₨185.00');
    expect(within(lines[1]!).getByText('Potential return')).toHaveTextContent('Potential return ₨18.51'); // 12.34 × 1.50 = 18.51
    expect(within(slip).getByText('Total stake').nextSibling).toHaveTextContent('₨112.34');
    expect(within(slip).getAllByText('Potential return').at(-1)!.nextSibling).toHaveTextContent('₨203.51');

    await user.click(within(slip).getByRole('tab', { name: 'Accumulator' }));
    expect(within(slip).getByText('Accumulator odds (2 legs)')).toHaveTextContent('Accumulator odds (2 legs) 2.77'); // 1.85 × 1.50 = 2.775
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '33.33');
    expect(within(slip).getByText('Total stake').nextSibling).toHaveTextContent('₨33.33');
    expect(within(slip).getAllByText('Potential return')[0]).toHaveTextContent('Potential return ₨92.32'); // 33.33 × 2.77 = 92.3241
    expect(within(slip).getAllByText('Potential return').at(-1)!.nextSibling).toHaveTextContent('₨92.32');
  });

  it('offers no accumulator for two selections of one match, and says why', async () => {
    server([cricket()]);
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    await user.click(screen.getByRole('button', { name: 'Karachi Kings 2.05' }));
    const slip = await openSlip(user);
    const accumulator = within(slip).getByRole('tab', { name: 'Accumulator' });
    expect(accumulator).toHaveAttribute('aria-disabled', 'true');
    expect(accumulator).toHaveAccessibleDescription('An accumulator cannot combine two selections from the same match');
    await user.click(accumulator);
    expect(within(slip).getByRole('tab', { name: 'Singles' })).toHaveAttribute('aria-selected', 'true');
  });

  it('places each single as its own call with its own requestId, then shows the receipts and the new balance and empties the slip', async () => {
    signIn(100_000);
    let balance = 100_000;
    const { calls } = server([cricket(), upcomingCricket()], (call) => {
      const body = call.body as { requestId: string; stake: number; legs: { odds: number }[] };
      balance -= body.stake;
      const odds = body.legs[0]!.odds;
      return { code: 1, data: { bet: bet({ id: `${body.requestId}`, stake: body.stake, odds, potentialReturn: Math.floor((body.stake * odds) / 100) }), balance } };
    });
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    await user.click(screen.getByRole('button', { name: 'Islamabad United 1.50' }));
    const slip = await openSlip(user);
    await user.click(within(within(slip).getAllByRole('group', { name: 'Quick stakes' })[0]!).getByRole('button', { name: '₨100' }));
    await user.type(within(slip).getByRole('textbox', { name: 'Stake: Islamabad United 1.50' }), '50');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));

    await within(slip).findByRole('heading', { name: '2 bets placed' });
    const placed = calls.filter((call) => call.url.endsWith('/usercenter/sports/place'));
    expect(placed.map((call) => call.body)).toEqual([
      { requestId: expect.stringMatching(UUID), stake: 10_000, legs: [{ selectionId: 111, odds: 185 }], accept: 'higher' },
      { requestId: expect.stringMatching(UUID), stake: 5_000, legs: [{ selectionId: 211, odds: 150 }], accept: 'higher' },
    ]);
    expect((placed[0]!.body as { requestId: string }).requestId).not.toBe((placed[1]!.body as { requestId: string }).requestId);
    expect(placed[0]!.headers.get('satoken')).toBe('session-token-1');
    expect(within(slip).getByRole('status')).toHaveTextContent('2 bets placed. Balance ₨850.00');
    expect(within(slip).getByText('Bet ' + (placed[0]!.body as { requestId: string }).requestId.slice(0, 8).toUpperCase())).toBeInTheDocument();
    expect(within(slip).getByText('₨185.00')).toBeInTheDocument();
    expect(useSessionStore.getState().player?.gold).toBe(85_000);
    expect(screen.queryByRole('button', { name: /· Bet slip$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lahore Qalandars 1.85' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on 1422 reads the match again, shows the new odds, and places at them once the player accepts', async () => {
    signIn(100_000);
    const events = [cricket()];
    let placing = 0;
    const { calls } = server(events, () => {
      placing += 1;
      if (placing === 1) {
        // The price moved before the bet reached the server.
        events[0] = cricket({ main: matchWinner({ selections: [{ id: 111, key: 'home', name: 'home', odds: 170, result: null }, { id: 112, key: 'away', name: 'away', odds: 225, result: null }] }) });
        return { code: 1422, msg: 'The odds have changed: check the new odds and place your bet again' };
      }
      return { code: 1, data: { bet: bet({ odds: 170, potentialReturn: 17_000 }), balance: 90_000 } };
    });
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    const slip = await openSlip(user);
    await user.type(within(slip).getByRole('textbox', { name: 'Stake: Lahore Qalandars 1.85' }), '100');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));

    await within(slip).findByText('Odds changed from 1.85 to 1.70');
    expect(within(slip).getByText('The odds have changed: check the new odds and place your bet again')).toBeInTheDocument();
    expect(within(slip).getByRole('status')).toHaveTextContent('The odds changed on 1 selection: check the new odds and accept them to place your bet.');
    await user.click(within(slip).getByRole('button', { name: 'Accept new odds' }));
    expect(within(slip).getByRole('textbox', { name: 'Stake: Lahore Qalandars 1.70' })).toHaveValue('100');
    expect(within(slip).getAllByText('Potential return')[0]).toHaveTextContent('Potential return ₨170.00');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await within(slip).findByRole('heading', { name: 'Bet placed' });

    const placed = calls.filter((call) => call.url.endsWith('/sports/place')).map((call) => call.body as { requestId: string; legs: unknown });
    expect(placed[1]!.legs).toEqual([{ selectionId: 111, odds: 170 }]);
    // The refusal was an answer: the next try is a new request.
    expect(placed[1]!.requestId).not.toBe(placed[0]!.requestId);
  });

  it('sends the same requestId again after an answer that never came', async () => {
    signIn(100_000);
    let placing = 0;
    const { calls } = server([cricket()], () => {
      placing += 1;
      return placing === 1 ? new Response('', { status: 503 }) : { code: 1, data: { bet: bet(), balance: 90_000 } };
    });
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    const slip = await openSlip(user);
    await user.type(within(slip).getByRole('textbox', { name: 'Stake: Lahore Qalandars 1.85' }), '100');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(within(slip).getByRole('status')).toHaveTextContent(/^1 bet not placed: /));
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await within(slip).findByRole('heading', { name: 'Bet placed' });
    const [first, second] = calls.filter((call) => call.url.endsWith('/sports/place')).map((call) => (call.body as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  it('marks a selection whose market was suspended, and does not place until it reopens', async () => {
    signIn(100_000);
    const events = [cricket()];
    server(events);
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    events[0] = cricket({ main: matchWinner({ status: 'suspended' }) });
    live.emit({ type: 'sports-event', event: events[0] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lahore Qalandars 1.85' })).toBeDisabled());
    const slip = await openSlip(user);
    expect(within(slip).getByText('Suspended for a moment: wait or remove it.')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('lets a visitor fill the slip, and asks them to log in to place it', async () => {
    const { calls } = server([cricket()]);
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' }));
    const slip = await openSlip(user);
    expect(within(slip).getByText('Log in to place your bet.')).toBeInTheDocument();
    await user.type(within(slip).getByRole('textbox', { name: 'Stake: Lahore Qalandars 1.85' }), '100');
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(usePopupStore.getState().stack.at(-1)).toEqual({ name: 'login' });
    expect(calls.some((call) => call.url.endsWith('/sports/place'))).toBe(false);
    expect(screen.getByRole('button', { name: '1 selection · Bet slip' })).toBeInTheDocument();
  });
});
