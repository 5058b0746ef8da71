import type { SportsbookSettings } from '@khel/contracts/admin/sportsbook';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import BookSettingsPage from './book-settings-page.tsx';
import { fakeApi, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';

const URL = '/admin/api/sportsbook/settings';
const SETTINGS: SportsbookSettings = { minStake: 1_000, maxStake: 10_000_000, maxPayout: 100_000_000, inPlayDelaySeconds: 5, cashOutValueBp: 9_500 };

afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

function open(permissions: Parameters<typeof signIn>[1]): Call[] {
  signIn('bilal', permissions);
  const calls = fakeApi({ [`GET ${URL}`]: SETTINGS, [`PUT ${URL}`]: (call: Call) => call.body });
  renderScreen(<BookSettingsPage />);
  return calls;
}

async function retype(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('book settings', RENDERS, () => {
  it('shows rupees, seconds and the cash-out share in percent', async () => {
    open(['sportsbook.read', 'sportsbook.trade']);
    expect(await screen.findByLabelText('Min stake per bet (₨)')).toHaveValue('10.00');
    expect(screen.getByLabelText('Max stake per bet (₨)')).toHaveValue('100,000.00');
    expect(screen.getByLabelText('Max payout per bet (₨)')).toHaveValue('1,000,000.00');
    expect(screen.getByLabelText('In-play bet delay (seconds)')).toHaveValue('5');
    expect(screen.getByLabelText('Cash-out share (%)')).toHaveValue('95.00');
  });

  it('refuses a min stake above the max stake, and a max stake above the max payout, and sends nothing', async () => {
    const calls = open(['sportsbook.read', 'sportsbook.trade']);
    await screen.findByLabelText('Min stake per bet (₨)');
    await retype('Min stake per bet (₨)', '200000');
    await userEvent.type(screen.getByLabelText('Reason'), 'raise the floor');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Min stake must not exceed max stake')).toBeInTheDocument();

    await retype('Min stake per bet (₨)', '10');
    await retype('Max stake per bet (₨)', '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Max stake must not exceed max payout')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Min stake must not exceed max stake')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends hundredths and basis points with the reason', async () => {
    const calls = open(['sportsbook.read', 'sportsbook.trade']);
    await screen.findByLabelText('Min stake per bet (₨)');
    await retype('Min stake per bet (₨)', '20');
    await retype('In-play bet delay (seconds)', '8');
    await retype('Cash-out share (%)', '97.5');
    await userEvent.type(screen.getByLabelText('Reason'), ' new season ');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { minStake: 2_000, maxStake: 10_000_000, maxPayout: 100_000_000, inPlayDelaySeconds: 8, cashOutValueBp: 9_750, reason: 'new season' },
      ]),
    );
    expect(await screen.findByText('Book settings saved')).toBeInTheDocument();
  });

  it('is read-only without sportsbook.trade', async () => {
    open(['sportsbook.read']);
    expect(await screen.findByLabelText('Min stake per bet (₨)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
  });
});
