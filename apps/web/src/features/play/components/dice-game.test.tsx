import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { DiceGame, diceChance, targetBounds } from './dice-game.tsx';

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
});
