import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { playAsSignedInPlayer, preferReducedMotion } from '../../../../test/play.ts';
import { DiceGame, diceChance, targetBounds } from './dice-game.tsx';

const ROLL_REPLY = {
  roundId: 'd-1',
  nonce: 7,
  serverSeedHash: 'c'.repeat(64),
  clientSeed: 'seed',
  bet: 100,
  payout: 198,
  balance: 10_098,
  finished: true,
  outcome: { game: 'dice', roll: 1234, won: true, chanceBp: 5000, multiplierNum: 9900, bet: 100, payout: 198 },
};

playAsSignedInPlayer(10_000);

describe('dice screen', () => {
  it('shows the win chance, multiplier and payout of the engine for the target and direction', async () => {
    renderWithApp(<DiceGame />);
    // Defaults: ₨1.00 under 50.00 → 50% and floor(100 × 9900 / 5000) = 198.
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('50.00%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.9800x');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('₨1.98');

    fireEvent.change(screen.getByRole('slider', { name: 'Target' }), { target: { value: '2500' } });
    expect(screen.getByTestId('dice-target')).toHaveTextContent('25.00');
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('25.00%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('3.9600x');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('₨3.96');

    await userEvent.click(screen.getByRole('radio', { name: 'Roll over' }));
    expect(screen.getByTestId('dice-chance')).toHaveTextContent('75.00%');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('1.3200x');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('₨1.32');

    await userEvent.click(screen.getByRole('button', { name: '₨20.00' }));
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('₨26.40');
  });

  it('keeps the chance within 1%–98%', () => {
    expect(targetBounds('under')).toEqual({ min: 100, max: 9800 });
    expect(targetBounds('over')).toEqual({ min: 200, max: 9900 });
    expect(diceChance(9900, 'over')).toBe(100);
  });

  it("lands on the server's roll: the number, the marker on the scale, the win and its announcement", async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: ROLL_REPLY }));
    renderWithApp(<DiceGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('result-announcement')).toHaveTextContent('Rolled 12.34. You won ₨1.98. Balance ₨100.98.'), { timeout: 3000 });
    // The bet lists below the game fetch too; the roll is the one call to dice/roll.
    expect(calls.filter((call) => call.url.endsWith('/dice/roll')).map((call) => call.body)).toEqual([{ bet: 100, target: 5000, direction: 'under' }]);
    await waitFor(() => expect(screen.getByTestId('dice-roll')).toHaveTextContent('12.34'));
    expect(screen.getByTestId('dice-marker')).toHaveTextContent('12.34');
    expect(screen.getByTestId('dice-marker')).toHaveStyle({ left: '12.34%' });
    expect(screen.getByTestId('round-payout')).toHaveTextContent('You won ₨1.98');
    expect(useSessionStore.getState().player?.gold).toBe(10_098);
  });

  it('with reduced motion the die does not tumble and the same roll shows at once', async () => {
    preferReducedMotion(true);
    installFakeServer(() => ({ code: 1, data: ROLL_REPLY }));
    renderWithApp(<DiceGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('round-payout')).toHaveTextContent('You won ₨1.98'));
    // The count-up is skipped: the number is the roll from the first frame it is shown.
    expect(screen.getByTestId('dice-roll')).toHaveTextContent('12.34');
    expect(screen.getByTestId('result-announcement')).toHaveTextContent('Rolled 12.34. You won ₨1.98. Balance ₨100.98.');
  });
});
