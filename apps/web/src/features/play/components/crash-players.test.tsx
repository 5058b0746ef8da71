import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { CrashPlayers } from './crash-players.tsx';
import { CrashStrip, bustSize } from './crash-strip.tsx';

const players = [
  { seat: 1, name: 'pl***42', bet: 1_000, autoCashOut: null, cashedOutAt: 200, payout: 2_000 },
  { seat: 2, name: 'ah***ed', bet: 500, autoCashOut: 300, cashedOutAt: null, payout: null },
];

describe('crash players and strip', () => {
  it('lists each bet with its masked name, the cash-out and win once made, and the total staked', () => {
    renderWithApp(<CrashPlayers players={players} busted={false} mySeat={2} />);
    const list = screen.getByRole('region', { name: 'Players this round' });
    expect(within(list).getByText('2 players')).toBeInTheDocument();
    expect(within(list).getByText('₨15.00')).toBeInTheDocument();
    const [, first, second] = within(list).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['pl***42', '₨10.00', '2.00x', '₨20.00']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['ah***ed', '₨5.00', '—', '—']);
  });

  it('marks the bets still riding as busted once the round has busted', () => {
    renderWithApp(<CrashPlayers players={[{ ...players[1]!, payout: 0 }]} busted mySeat={null} />);
    expect(screen.getByText('Busted')).toBeInTheDocument();
  });

  it('shows the previous bust points newest first, coloured by size', () => {
    renderWithApp(<CrashStrip history={[{ id: 9, bustPoint: 1_234, hash: 'a' }, { id: 8, bustPoint: 100, hash: 'b' }, { id: 7, bustPoint: 250, hash: 'c' }]} />);
    const items = within(screen.getByRole('list', { name: 'Previous rounds' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['12.34x', '1.00x', '2.50x']);
    expect(items.map((li) => li.className)).toEqual(['crash-strip__high', 'crash-strip__low', 'crash-strip__mid']);
    expect([199, 200, 999, 1000].map(bustSize)).toEqual(['low', 'mid', 'mid', 'high']);
  });
});
