// A match page: the scoreboard and every market by kind with translated names, kept current by the
// match's live topic (a notice replaces the markets it carries and the score; the others stay), read
// again when the server confirms the subscription.
import type { SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { cricket, football, freshSlip, inningsRuns, installFakeLive, matchWinner, NOW, sportsServer, topBatter } from '../testing/sports-fixtures.ts';
import { MatchView } from './match-view.tsx';

freshSlip();
const live = installFakeLive();

describe('the match page', () => {
  it('shows the live cricket score, the batters and the last balls, and each market by its name', async () => {
    sportsServer({ event: () => ({ code: 1, data: { now: NOW, event: cricket(), markets: [matchWinner(), inningsRuns(), topBatter()] } }) });
    renderWithApp(<MatchView eventId={1} />, { route: '/top/event/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lahore Qalandars v Karachi Kings' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Scoreboard' });
    expect(board).toHaveTextContent('Lahore Qalandars (batting)145/3 (16.2)');
    expect(board).toHaveTextContent('Karachi Kings180/5 (20)');
    expect(within(board).getByText('Danish Mirza').parentElement).toHaveTextContent('Danish Mirza* (On strike)54 (33)');
    expect(within(within(board).getByRole('list', { name: 'Last balls' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['4', '1', 'W', '0', '6']);

    expect(screen.getByRole('heading', { name: 'Match winner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1st innings runs — over/under 165.5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over 165.5 1.90' })).toBeEnabled();
    // A settled market: greyed, each selection's result, no buttons.
    const settled = screen.getByTestId('market-13');
    expect(within(settled).getByRole('heading', { name: 'Top batter — 1st innings' })).toBeInTheDocument();
    expect(within(settled).getByText('Settled')).toBeInTheDocument();
    expect(within(settled).queryByRole('button')).not.toBeInTheDocument();
    expect(within(settled).getByText('Danish Mirza').parentElement).toHaveTextContent('Danish Mirza Won');
  });

  it('applies a live sports-markets notice: that market’s prices and the score change, the other markets stay', async () => {
    const { calls } = sportsServer({ event: () => ({ code: 1, data: { now: NOW, event: cricket(), markets: [matchWinner(), inningsRuns()] } }) });
    renderWithApp(<MatchView eventId={1} />, { route: '/top/event/1' });
    await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' });
    expect(live.topics).toContain('sports-event-1');

    const score = cricket().score as Extract<SportsEvent['score'], { kind: 'cricket' }>;
    live.emit({
      type: 'sports-markets',
      eventId: 1,
      status: 'live',
      score: { ...score, innings: [score.innings[0], { batting: 'home', runs: 151, wickets: 3, balls: 99 }], recent: ['1', 'W', '0', '6', '6'] },
      markets: [matchWinner({ selections: [{ id: 111, key: 'home', name: 'home', odds: 190, result: null }, { id: 112, key: 'away', name: 'away', odds: 195, result: null }] })],
    });
    expect(await screen.findByRole('button', { name: 'Lahore Qalandars 1.90' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Karachi Kings 1.95' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over 165.5 1.90' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveTextContent('151/3 (16.3)');
    // Another match's notice is not this page's.
    live.emit({ type: 'sports-markets', eventId: 2, status: 'live', score: null, markets: [matchWinner({ status: 'suspended' })] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Lahore Qalandars 1.90' })).toBeEnabled();
    // No read beyond the first: the notices were enough.
    expect(calls.filter((call) => call.url.endsWith('/sports/event'))).toHaveLength(1);
  });

  it('locks a suspended market’s prices, and reads the match again when the subscription is confirmed', async () => {
    let markets = [matchWinner()];
    const { calls } = sportsServer({ event: () => ({ code: 1, data: { now: NOW, event: cricket(), markets } }) });
    renderWithApp(<MatchView eventId={1} />, { route: '/top/event/1' });
    await screen.findByRole('button', { name: 'Lahore Qalandars 1.85' });
    // Suspended between the first read and the subscription: no notice will say so.
    markets = [matchWinner({ status: 'suspended' })];
    live.emit({ type: 'subscribed', topic: 'sports-event-1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lahore Qalandars 1.85' })).toBeDisabled());
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/sports/event'))).toHaveLength(2);
  });

  it('shows football’s score and minute, and 1X2 with Draw', async () => {
    sportsServer({ event: () => ({ code: 1, data: { now: NOW, event: football(), markets: [football().main!] } }) });
    renderWithApp(<MatchView eventId={3} />, { route: '/top/event/3' });
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    expect(board).toHaveTextContent('Arsenal1–0Chelsea');
    expect(board).toHaveTextContent("Live67'");
    expect(screen.getByRole('heading', { name: '1X2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw 3.80' })).toBeInTheDocument();
  });

  it('says so when the match is unknown', async () => {
    sportsServer({ event: () => ({ code: 1427, msg: 'Match not found' }) });
    renderWithApp(<MatchView eventId={99} />, { route: '/top/event/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Match not found');
    expect(screen.getByRole('link', { name: 'All matches' })).toHaveAttribute('href', '/top');
  });
});
