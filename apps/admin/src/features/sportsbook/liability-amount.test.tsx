import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiabilityAmount } from './liability-amount.tsx';

// Rendering antd's theme in jsdom on a shared CI core: the limit guards against a hang, not speed.
describe('liability', { timeout: 20_000 }, () => {
  it('is red when the book loses (positive), green when it wins (negative), plain at zero', () => {
    render(
      <>
        <LiabilityAmount value={480_000} />
        <LiabilityAmount value={-1_000_000} />
        <LiabilityAmount value={0} />
      </>,
    );
    const loses = screen.getByText('₨4,800.00');
    expect(loses).toHaveClass('liability', 'liability--book-loses');
    expect(loses).not.toHaveClass('liability--book-wins');
    expect(loses).toHaveAttribute('title', 'The book loses');
    expect(loses.style.color).not.toBe('');

    const wins = screen.getByText('-₨10,000.00');
    expect(wins).toHaveClass('liability', 'liability--book-wins');
    expect(wins).toHaveAttribute('title', 'The book wins');
    expect(wins.style.color).not.toBe(loses.style.color);

    const even = screen.getByText('₨0.00');
    expect(even).toHaveClass('liability');
    expect(even).not.toHaveClass('liability--book-loses');
    expect(even).not.toHaveClass('liability--book-wins');
    expect(even.style.color).toBe('');
  });
});
