import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { ProtectionPanel } from './protection-panel.tsx';

type Restriction = {
  kind: string;
  period: string;
  startsAt: string;
  endsAt: string | null;
  state: string;
  reopensAt: string | null;
  returnFrom: string | null;
} | null;
const ACTIVE = { state: 'active', reopensAt: null, returnFrom: null };

/** A server holding one restriction; self-exclusion needs the password 'secret12'. */
function serveProtection() {
  let restriction: Restriction = null;
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/startTimeOut')) {
      const { period } = call.body as { period: string };
      restriction = { kind: 'timeout', period, startsAt: '2026-01-05T09:00:00Z', endsAt: '2026-01-06T09:00:00Z', ...ACTIVE };
    }
    if (call.url.endsWith('/selfExclude')) {
      const { period, password } = call.body as { period: string; password: string };
      if (password !== 'secret12') return { code: 1009, msg: 'Current password is incorrect' };
      restriction = { kind: 'self_exclusion', period, startsAt: '2026-01-05T09:00:00Z', endsAt: '2027-01-05T09:00:00Z', ...ACTIVE, returnFrom: '2027-01-05T09:00:00Z' };
    }
    return { code: 1, data: { restriction } };
  });
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const sent = (calls: RecordedCall[], path: string) => calls.filter((c) => c.url.endsWith(path)).map((c) => c.body);

describe('take a break', () => {
  it('explains the rules, and a time-out starts only after the confirm dialog', async () => {
    const { calls } = serveProtection();
    const user = userEvent.setup();
    renderWithApp(<ProtectionPanel />);
    expect(await screen.findByTestId('protection-status')).toHaveTextContent('No break in force');
    expect(screen.getByText(/you can still withdraw your balance/i)).toBeInTheDocument();
    expect(screen.getByText(/cannot be ended or shortened early/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7 days' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Start a 7 days time-out?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, '/startTimeOut')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '24 hours' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(sent(calls, '/startTimeOut')).toEqual([{ period: '24h' }]);
    expect(await screen.findByText('Time-out until 6 Jan 2026, 14:00 (Pakistan time)')).toBeInTheDocument();
  });

  it('self-exclusion sends the chosen period with the password', async () => {
    const { calls } = serveProtection();
    const user = userEvent.setup();
    renderWithApp(<ProtectionPanel />);
    await screen.findByText('No break in force');
    const submit = screen.getByRole('button', { name: 'Self-exclude' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Self-exclude for 1 year?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(sent(calls, '/selfExclude')).toEqual([{ period: '1y', password: 'secret12' }]);
    expect(await screen.findByText('Self-excluded until 5 Jan 2027, 14:00 (Pakistan time)')).toBeInTheDocument();
  });
});

describe('reality check settings', () => {
  it("offers the operator's choices and saves the player's", async () => {
    let intervalMinutes = 60;
    const { calls } = installFakeServer((call: RecordedCall) => {
      if (call.url.endsWith('/setRealityCheck')) intervalMinutes = (call.body as { intervalMinutes: number }).intervalMinutes;
      if (call.url.endsWith('/realityCheck') || call.url.endsWith('/setRealityCheck')) {
        const data = { intervalMinutes, defaultMinutes: 60, choices: [0, 30, 60], sessionStartedAt: '2026-01-05T09:00:00Z', elapsedMinutes: 5, rounds: 0, staked: 0, won: 0, net: 0 };
        return { code: 1, data };
      }
      return { code: 1, data: { restriction: null } };
    });
    const user = userEvent.setup();
    renderWithApp(<ProtectionPanel />);
    const group = await screen.findByRole('radiogroup', { name: 'Reality check' });
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['Off', 'Every 30 min', 'Every 60 min']);
    expect(within(group).getByRole('radio', { name: 'Every 60 min' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(group).getByRole('radio', { name: 'Every 30 min' }));
    expect(sent(calls, '/setRealityCheck')).toEqual([{ intervalMinutes: 30 }]);
    expect(await within(group).findByRole('radio', { name: 'Every 30 min' })).toHaveAttribute('aria-checked', 'true');
  });

  it('self-exclusion offers 6 months to 5 years, or indefinitely', async () => {
    serveProtection();
    renderWithApp(<ProtectionPanel />);
    const group = await screen.findByRole('radiogroup', { name: 'Self-exclusion' });
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['6 months', '1 year', '2 years', '3 years', '5 years', 'Indefinitely']);
  });
});

describe('coming back after a self-exclusion', () => {
  it('after the period the player asks to come back; the account reopens 24 h later, and closing the account is offered', async () => {
    let restriction: Restriction = {
      kind: 'self_exclusion',
      period: '6m',
      startsAt: '2026-01-05T09:00:00Z',
      endsAt: '2026-07-05T09:00:00Z',
      state: 'awaitingReturn',
      reopensAt: null,
      returnFrom: '2026-07-05T09:00:00Z',
    };
    const { calls } = installFakeServer((call: RecordedCall) => {
      if (call.url.endsWith('/requestReturn')) restriction = { ...restriction!, state: 'coolingOff', reopensAt: '2026-07-10T09:00:00Z' };
      return { code: 1, data: { restriction } };
    });
    const user = userEvent.setup();
    renderWithApp(<ProtectionPanel />);
    const card = await screen.findByTestId('protection-status');
    expect(await within(card).findByText('Your self-exclusion period ended on 5 Jul 2026, 14:00 (Pakistan time). Play stays blocked until you ask to come back.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Close my account instead' })).toHaveAttribute('href', '/account/close');
    await user.click(within(card).getByRole('button', { name: 'Ask to come back' }));
    expect(sent(calls, '/requestReturn')).toEqual([{}]);
    expect(await within(card).findByText('You asked to come back: your account reopens on 10 Jul 2026, 14:00 (Pakistan time).')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ask to come back' })).toBeNull();
  });

  it('an operator exclusion offers no way back in the app', async () => {
    installFakeServer(() => ({
      code: 1,
      data: { restriction: { kind: 'operator_exclusion', period: 'indefinite', startsAt: '2026-01-05T09:00:00Z', endsAt: null, state: 'active', reopensAt: null, returnFrom: null } },
    }));
    renderWithApp(<ProtectionPanel />);
    const card = await screen.findByTestId('protection-status');
    expect(await within(card).findByText('Excluded by the operator. Please contact support.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Ask to come back' })).toBeNull();
  });
});
