// Mines autobet: the player marks tiles; each round starts, opens them in order and cashes out after
// them, or ends on a mine; a round needs at least one marked tile.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { playAsSignedInPlayer, preferReducedMotion } from '../../../../test/play.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { MinesGame } from '../components/mines-game.tsx';

playAsSignedInPlayer(10_000);

const MINES = [7, 13, 24];

/** A mines server with the mines at MINES in every round; each safe tile adds 0.10x. */
function minesServer() {
  let n = 0;
  const open = new Map<string, number[]>();
  const round = (id: string, revealed: number[], over: { hit?: number; cashed?: boolean } = {}) => {
    const finished = over.hit !== undefined || over.cashed === true;
    const multiplier = over.hit !== undefined ? 0 : 100 + revealed.length * 10;
    const payout = over.cashed ? multiplier : 0;
    return {
      roundId: id, nonce: n, serverSeedHash: 'd'.repeat(64), clientSeed: 's', bet: 100, mines: 3, revealed, multiplier, payout, balance: 10_000, finished,
      outcome: finished ? { game: 'mines', mines: MINES, revealed, hitMine: over.hit ?? null, won: payout > 0, bet: 100, payout } : null,
    };
  };
  return installFakeServer((call: RecordedCall) => {
    const body = call.body as { roundId: string; tile: number };
    if (call.url.endsWith('/mines/start')) {
      n += 1;
      open.set(`m-${n}`, []);
      return { code: 1, data: round(`m-${n}`, []) };
    }
    if (call.url.endsWith('/mines/reveal')) {
      if (MINES.includes(body.tile)) return { code: 1, data: round(body.roundId, open.get(body.roundId)!, { hit: body.tile }) };
      open.get(body.roundId)!.push(body.tile);
      return { code: 1, data: round(body.roundId, open.get(body.roundId)!) };
    }
    if (call.url.endsWith('/mines/cashOut')) return { code: 1, data: round(body.roundId, open.get(body.roundId)!, { cashed: true }) };
    if (call.url.endsWith('/openRounds')) return { code: 1, data: { mines: [] } };
    return { code: 1, data: { list: [] } };
  });
}
const steps = (calls: RecordedCall[]) =>
  calls.filter((call) => /\/mines\/(start|reveal|cashOut)$/.test(call.url)).map((call) => call.url.replace(/.*\//, '') + ((call.body as { tile?: number }).tile ?? ''));

describe('mines autobet', () => {
  it('opens the marked tiles in order each round and cashes out after them', async () => {
    preferReducedMotion(true);
    const { calls } = minesServer();
    renderWithApp(<MinesGame />);
    await userEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    expect(screen.getByTestId('autobet-status')).toHaveTextContent('Choose at least one tile');
    expect(steps(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Tile 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tile 3' }));
    expect(screen.getByRole('button', { name: 'Tile 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Tap the tiles to open each round (2 chosen)')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Autobet finished: all bets placed.'));
    expect(steps(calls)).toEqual(['start', 'reveal0', 'reveal2', 'cashOut', 'start', 'reveal0', 'reveal2', 'cashOut']);
    // Each round paid 1.20x on ₨1.00.
    expect(screen.getByTestId('autobet-status')).toHaveTextContent('Bets 2 · Profit +₨0.40');
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('[data-testid="recent-results"]')).map((li) => li.textContent)).toEqual(['1.20x', '1.20x']);
  });

  it('a marked mine ends the round as a loss and the run goes on to its next round', async () => {
    preferReducedMotion(true);
    const { calls } = minesServer();
    renderWithApp(<MinesGame />);
    await userEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tile 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tile 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Autobet finished: all bets placed.'));
    expect(steps(calls)).toEqual(['start', 'reveal7', 'start', 'reveal7']);
    expect(screen.getByTestId('autobet-status')).toHaveTextContent('Bets 2 · Profit -₨2.00');
  });
});
