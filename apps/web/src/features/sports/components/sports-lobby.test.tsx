// The lobby: a tab per sport and the competitions as chips (each a read of sportsLobby), the live
// matches with their scores, the upcoming ones by day, the main market's prices; kept current by the
// `sports` topic, and what the page adds at its end.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { cricket, football, freshSlip, installFakeLive, lobbyReply, matchWinner, sportsServer, upcomingCricket } from '../testing/sports-fixtures.ts';
import { SportsLobby } from './sports-lobby.tsx';

freshSlip();
const live = installFakeLive();

const tomorrow = upcomingCricket({ id: 4, home: 'Multan Sultans', away: 'Quetta Gladiators', startsAt: '2026-11-30T14:00:00.000Z' });

describe('the lobby', () => {
  it('lists the live matches with their scores, then the upcoming ones by day, each with its prices and a link to its markets', async () => {
    const { calls } = sportsServer({ lobby: () => ({ code: 1, data: lobbyReply([cricket(), upcomingCricket(), tomorrow]) }) });
    renderWithApp(<SportsLobby more={<p>9WICKETS tiles</p>} />, { route: '/top' });
    const liveNow = await screen.findByRole('region', { name: 'Live now' });
    const [row] = within(liveNow).getAllByRole('listitem');
    expect(row).toHaveTextContent('Pakistan Super League · T20');
    expect(row).toHaveTextContent('Live');
    expect(within(row!).getByRole('link', { name: /^Lahore Qalandars/ })).toHaveTextContent('Lahore Qalandars (batting)145/3 (16.2)Karachi Kings180/5 (20)');
    expect(within(row!).getByRole('group', { name: 'Match winner · Lahore Qalandars v Karachi Kings' })).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Karachi Kings 2.05' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(row!).getByRole('link', { name: '+2 markets: Lahore Qalandars v Karachi Kings' })).toHaveAttribute('href', '/top/event/1');

    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('heading', { level: 3 }).map((day) => day.textContent)).toEqual(['Today', 'Tomorrow']);
    expect(within(upcoming).getAllByRole('listitem')[0]).toHaveTextContent('Today 19:30'); // 14:30Z is 19:30 in Karachi
    expect(screen.getByRole('tab', { name: 'Cricket 1 live' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'More sports' })).toHaveTextContent('9WICKETS tiles');
    expect(calls[0]?.body).toEqual({ sport: 'cricket' });
  });

  it('asks for a sport and a competition when they are chosen', async () => {
    const { calls } = sportsServer({
      lobby: (call) => ({ code: 1, data: lobbyReply((call.body as { sport: string }).sport === 'football' ? [football()] : [cricket()]) }),
    });
    const user = userEvent.setup();
    renderWithApp(<SportsLobby />, { route: '/top' });
    await user.click(await screen.findByRole('tab', { name: 'Football 1 live' }));
    const row = (await screen.findByRole('button', { name: 'Draw 3.80' })).closest('li')!;
    expect(row).toHaveTextContent("Live67'");
    expect(within(row).getByRole('link', { name: /^Arsenal/ })).toHaveTextContent('Arsenal1Chelsea0');
    await user.click(screen.getByRole('button', { name: 'Premier League' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ sport: 'football', competition: 'epl' }));
    expect(screen.getByRole('button', { name: 'Premier League' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((call) => call.body)).toEqual([{ sport: 'cricket' }, { sport: 'football' }, { sport: 'football', competition: 'epl' }]);
  });

  it('replaces a row when its sports-event notice comes, and drops a match that ended', async () => {
    sportsServer({ lobby: () => ({ code: 1, data: lobbyReply([cricket(), upcomingCricket()]) }) });
    renderWithApp(<SportsLobby />, { route: '/top' });
    await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' });
    expect(live.topics).toContain('sports');
    live.emit({
      type: 'sports-event',
      event: cricket({ main: matchWinner({ selections: [{ id: 111, key: 'home', name: 'home', odds: 175, result: null }, { id: 112, key: 'away', name: 'away', odds: 215, result: null }] }) }),
    });
    const price = await screen.findByRole('button', { name: 'Lahore Qalandars 1.75' });
    // It went down: red for a moment, with a ▼ that is not part of its name.
    expect(price).toHaveClass('sports-odds--down');
    expect(within(price).getByText('▼')).toHaveAttribute('aria-hidden', 'true');
    live.emit({ type: 'sports-event', event: upcomingCricket({ status: 'ended' }) });
    await waitFor(() => expect(screen.queryByText('Islamabad United')).not.toBeInTheDocument());
    expect(screen.getByText('No upcoming matches.')).toBeInTheDocument();
  });
});
