import { TEST_SEEDS } from '@khel/games/test/tolerance';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { VerifyForm } from './verify-form.tsx';

// packages/games README golden vector: nonce 42 → first u 2712919668 → dice 96.68, crash 2.68x.
const HASH = '0f0bc7d0dd30f3a3a9f0bb2ab24ad9e5f8c5d3f2b5e4f6a1a1d2b3c4d5e6f7a8';

async function fillSeeds(hash = '') {
  await userEvent.type(screen.getByLabelText('Server seed'), TEST_SEEDS.serverSeed);
  if (hash) await userEvent.type(screen.getByLabelText('Server seed hash (optional)'), hash);
  await userEvent.type(screen.getByLabelText('Client seed'), TEST_SEEDS.clientSeed);
  await userEvent.clear(screen.getByLabelText('Nonce'));
  await userEvent.type(screen.getByLabelText('Nonce'), '42');
}

describe('verify page', () => {
  it('recomputes the golden dice roll and crash point in the browser', async () => {
    renderWithApp(<VerifyForm />);
    await fillSeeds();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verify-roll')).toHaveTextContent('96.68');
    const computed = screen.getByTestId('verify-hash').textContent ?? '';
    expect(computed).toMatch(/^[0-9a-f]{64}$/);

    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Crash');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verify-crash')).toHaveTextContent('2.68x');
    expect(screen.queryByTestId('verify-commitment')).toBeNull();
  });

  it('says whether sha256(serverSeed) equals the committed hash', async () => {
    const { unmount } = renderWithApp(<VerifyForm />);
    await fillSeeds();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const real = screen.getByTestId('verify-hash').textContent ?? '';
    unmount();

    renderWithApp(<VerifyForm />);
    await fillSeeds(real.toUpperCase());
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verify-commitment')).toHaveTextContent('Matches the committed hash');
    await userEvent.clear(screen.getByLabelText('Server seed hash (optional)'));
    await userEvent.type(screen.getByLabelText('Server seed hash (optional)'), HASH);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('verify-commitment')).toHaveTextContent('Does NOT match the committed hash');
  });

  it('the first mine of the golden vector is tile 18', async () => {
    renderWithApp(<VerifyForm />);
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Mines');
    await fillSeeds();
    await userEvent.clear(screen.getByLabelText('Mines'));
    await userEvent.type(screen.getByLabelText('Mines'), '1');
    await userEvent.type(screen.getByLabelText('Picks (tiles 0–24, comma separated)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verify-mines')).toHaveTextContent(/^18$/);
  });
});
