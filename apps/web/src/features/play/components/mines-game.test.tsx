import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { playAsSignedInPlayer } from '../../../../test/play.ts';
import { MinesGame } from './mines-game.tsx';

const base = { roundId: 'm-1', nonce: 1, serverSeedHash: 'd'.repeat(64), clientSeed: 'seed', bet: 100, mines: 3 };
const MINES = [0, 6, 24];

playAsSignedInPlayer(10_000);

describe('mines screen', () => {
  it('flips a picked tile to a gem, then a mine ends the round: the board turns over and the loss is announced', async () => {
    installFakeServer((call: RecordedCall) => {
      if (call.url.endsWith('/mines/start')) return { code: 1, data: { ...base, payout: 0, balance: 9_900, finished: false, revealed: [], multiplier: 0, outcome: null } };
      if (call.url.endsWith('/mines/reveal')) {
        const { tile } = call.body as { tile: number };
        if (tile === 12) return { code: 1, data: { ...base, payout: 0, balance: 9_900, finished: false, revealed: [12], multiplier: 113, outcome: null } };
        return {
          code: 1,
          data: { ...base, payout: 0, balance: 9_900, finished: true, revealed: [12], multiplier: 0, outcome: { game: 'mines', mines: MINES, revealed: [12], hitMine: tile, won: false, bet: 100, payout: 0 } },
        };
      }
      return { code: 1, data: { mines: [] } };
    });
    renderWithApp(<MinesGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    // A new round lays a new board (no tile flips back from the last one).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tile 13' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Tile 13' }));
    const gem = await screen.findByRole('button', { name: 'Tile 13, gem' });
    expect(gem).toHaveClass('mines-tile--flipped');
    expect(gem).toBeDisabled();
    expect(screen.getByTestId('mines-multiplier')).toHaveTextContent('1.13x');
    expect(screen.getByRole('button', { name: 'Cash out ₨1.13' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Tile 7' }));
    await waitFor(() => expect(screen.getByTestId('result-announcement')).toHaveTextContent('Boom! You hit a mine. No win this time. Balance ₨99.00.'));
    expect(screen.getByRole('button', { name: 'Tile 7, mine' })).toHaveClass('mines-tile--hit');
    // Every tile is turned over: three mines, the other 22 are gems (the unpicked ones dimmed).
    expect(screen.getAllByRole('button', { name: /, mine$/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /, gem$/ })).toHaveLength(22);
    expect(document.querySelectorAll('.mines-tile--missed')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });
});
