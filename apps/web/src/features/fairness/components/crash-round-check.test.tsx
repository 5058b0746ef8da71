import { chainBustPoint, createChainWalker } from '@khel/games/crash/crash-chain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { CrashRoundCheck } from './crash-round-check.tsx';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SALT = 'published-salt';
const chain = createChainWalker(SEED, 5);

describe('shared crash round check', () => {
  it('recomputes the bust point from the pasted hash and checks its link to the previous round', () => {
    renderWithApp(<CrashRoundCheck chains={[{ id: 1, terminatingHash: chain.terminatingHash, salt: SALT, length: 5, createdAt: '2026-01-01T00:00:00Z' }]} />);
    expect(screen.getByText(chain.terminatingHash)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Round hash' }), { target: { value: chain.gameHash(3) } });
    const shown = `${(chainBustPoint(chain.gameHash(3), SALT) / 100).toFixed(2)}x`;
    expect(within(screen.getByTestId('crash-check')).getByText(shown)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Previous round hash (optional)' }), { target: { value: chain.gameHash(2) } });
    expect(screen.getByText("sha256(hash) is the previous round's hash")).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Previous round hash (optional)' }), { target: { value: chain.gameHash(1) } });
    expect(screen.getByText('Does not link to that hash')).toBeInTheDocument();
  });
});
