import { TEST_SEEDS } from '@khel/games/test/tolerance';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import FairVerifyPage from './fair-verify-page.tsx';

const EXPLAIN = /Every in-house round can be checked here/;

function open(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/fair/verify" element={<FairVerifyPage />} />
    </Routes>,
    { route },
  );
}

describe('/fair/verify', () => {
  it("opened from a bet record's link, fills the seeds and shows the recomputed round", async () => {
    const query = new URLSearchParams({ game: 'dice', serverSeed: TEST_SEEDS.serverSeed, clientSeed: TEST_SEEDS.clientSeed, nonce: '42', bet: '1.00', target: '49.50', direction: 'under' });
    open(`/fair/verify?${query}`);
    // packages/games README golden vector: nonce 42 → dice 96.68.
    expect(await screen.findByTestId('verify-roll')).toHaveTextContent('96.68');
    expect(screen.getByLabelText('Server seed')).toHaveValue(TEST_SEEDS.serverSeed);
    expect(screen.getByLabelText('Client seed')).toHaveValue(TEST_SEEDS.clientSeed);
    expect(screen.getByLabelText('Nonce')).toHaveValue('42');
    expect(screen.queryByText(EXPLAIN)).not.toBeInTheDocument();
  });

  it('without parameters, explains what the page does above the empty form', () => {
    open('/fair/verify');
    expect(screen.getByText(EXPLAIN)).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.queryByTestId('verify-result')).not.toBeInTheDocument();
  });
});
