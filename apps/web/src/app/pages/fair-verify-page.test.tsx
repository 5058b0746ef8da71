import { chainBustPoint, createChainWalker } from '@khel/games/crash/crash-chain';
import { TEST_SEEDS } from '@khel/games/test/tolerance';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../test/fake-server.ts';
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

  describe("opened from a bet record's Verify link (?round=)", () => {
    afterEach(() => vi.unstubAllGlobals());
    const round = { kind: 'seeded', game: 'dice', nonce: 42, clientSeed: TEST_SEEDS.clientSeed, serverSeedHash: 'ab'.repeat(32), bet: 100, target: 4_950, direction: 'under' };

    it('asks the server for that round and recomputes it once the seed is revealed', async () => {
      const { calls } = installFakeServer(() => ({ code: 1, data: { ...round, serverSeed: TEST_SEEDS.serverSeed } }));
      open('/fair/verify?round=r-17');
      expect(await screen.findByTestId('verify-roll')).toHaveTextContent('96.68');
      expect(calls.map((call) => [call.url, call.body])).toEqual([['/usercenter/inhouse/roundFairness', { roundId: 'r-17' }]]);
      expect(screen.getByLabelText('Nonce')).toHaveValue('42');
      expect(screen.getByLabelText('Bet (₨)')).toHaveValue('1.00');
      expect(screen.queryByTestId('verify-sealed')).not.toBeInTheDocument();
    });

    it('while the seed is secret: says so, fills the rest, computes nothing; Rotate seed reveals it and the round is checked', async () => {
      let rotated = false;
      const { calls } = installFakeServer((call) => {
        if (call.url === '/usercenter/inhouse/rotateSeed') {
          rotated = true;
          return { code: 1, data: { revealed: { serverSeed: TEST_SEEDS.serverSeed, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, roundsPlayed: 43, revealedAt: '2026-03-18T10:00:00Z' }, fairness: { serverSeedHash: 'cd'.repeat(32), clientSeed: 'next', nonce: 0, revealed: [] } } };
        }
        return { code: 1, data: { ...round, serverSeed: rotated ? TEST_SEEDS.serverSeed : null } };
      });
      open('/fair/verify?round=r-18');
      expect(await screen.findByTestId('verify-sealed')).toHaveTextContent("This round's server seed is still secret");
      expect(screen.getByLabelText('Client seed')).toHaveValue(TEST_SEEDS.clientSeed);
      expect(screen.getByLabelText('Server seed')).toHaveValue('');
      expect(screen.queryByTestId('verify-result')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
      expect(await screen.findByTestId('verify-roll')).toHaveTextContent('96.68');
      expect(screen.getByLabelText('Server seed')).toHaveValue(TEST_SEEDS.serverSeed);
      expect(screen.queryByTestId('verify-sealed')).not.toBeInTheDocument();
      expect(calls.map((call) => call.url)).toEqual(['/usercenter/inhouse/roundFairness', '/usercenter/inhouse/rotateSeed', '/usercenter/inhouse/roundFairness']);
    });

    it('a bet in the shared crash room: the round hash and salt fill the chain check; a running round says so', async () => {
      const chain = createChainWalker(TEST_SEEDS.serverSeed, 5);
      const shared = { kind: 'shared-crash', game: 'crash', crashRound: 12, salt: 'published-salt', bet: 1_000, cashOutAt: 150 };
      let hash: string | null = null;
      installFakeServer((call) => (call.url === '/usercenter/inhouse/roundFairness' ? { code: 1, data: { ...shared, hash } } : { code: 1, data: { now: '2026-03-18T10:00:00Z', game: null, players: [], history: [], chains: [] } }));
      const running = open('/fair/verify?round=c-1');
      expect(await screen.findByTestId('verify-running')).toHaveTextContent('This crash round is still running');
      running.unmount();
      hash = chain.gameHash(3);
      open('/fair/verify?round=c-2');
      const bust = `${(chainBustPoint(hash, 'published-salt') / 100).toFixed(2)}x`;
      expect(await screen.findByTestId('crash-check')).toHaveTextContent(bust);
      expect(screen.getByRole('textbox', { name: 'Round hash' })).toHaveValue(hash);
    });

    it("another player's round: the server's message", async () => {
      installFakeServer(() => ({ code: 1401, msg: 'Round not found' }));
      open('/fair/verify?round=r-19');
      expect(await screen.findByRole('alert')).toHaveTextContent('Round not found');
      expect(screen.queryByLabelText('Server seed')).not.toBeInTheDocument();
    });
  });
});
