import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { RealityCheckPopup, msUntilNextCheck } from './reality-check-popup.tsx';

const MINUTE = 60_000;

/** A server whose session began 59.5 minutes ago; each reality check is computed at the call. */
function serveRealityCheck(intervalMinutes = 60) {
  const startedAt = Date.now() - 59 * MINUTE - 30_000;
  let round = 0;
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/logout')) return { code: 1, data: {} };
    round += 1;
    const elapsedMinutes = Math.floor((Date.now() - startedAt) / MINUTE);
    const staked = 2_500 * round;
    const won = 1_750 * round;
    return {
      code: 1,
      data: { intervalMinutes, defaultMinutes: 60, choices: [0, 30, 60], sessionStartedAt: new Date(startedAt).toISOString(), elapsedMinutes, rounds: round, staked, won, net: won - staked },
    };
  });
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLanguage('en');
});

describe('msUntilNextCheck', () => {
  it('counts from the session start in whole intervals', () => {
    const start = '2026-01-05T09:00:00.000Z';
    const at = (minutes: number) => Date.parse(start) + minutes * MINUTE;
    expect(msUntilNextCheck(start, 60, at(0))).toBe(60 * MINUTE);
    expect(msUntilNextCheck(start, 60, at(59.5))).toBe(30_000);
    expect(msUntilNextCheck(start, 60, at(60))).toBe(60 * MINUTE);
    expect(msUntilNextCheck(start, 15, at(100))).toBe(5 * MINUTE);
  });
});

describe('the reality check', () => {
  it('shows the session time and net result when the interval comes round, again after "keep playing"', async () => {
    const { calls } = serveRealityCheck();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<RealityCheckPopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('reality-check')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const first = await screen.findByTestId('reality-check');
    expect(text(first)).toContain('You have been playing for 1 h 00 min this session.');
    // Fresh from the server when shown (the second answer), not the one read at start.
    expect(text(first)).toContain('Net result this session: -₨15.00');
    expect(text(first)).toContain('Staked ₨50.00 · Won ₨35.00');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Reality check')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(59 * MINUTE));
    expect(screen.queryByTestId('reality-check')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    const second = await screen.findByTestId('reality-check');
    expect(text(second)).toContain('You have been playing for 2 h 00 min this session.');
    expect(text(second)).toContain('Net result this session: -₨22.50');
  });

  it('"log out" ends the session', async () => {
    const { calls } = serveRealityCheck();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<RealityCheckPopup />);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/logout'))).toBe(true));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });

  it('in Urdu, with a break button; never when the player turned it off', async () => {
    await changeLanguage('ur');
    serveRealityCheck();
    renderWithApp(<RealityCheckPopup />);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('اس سیشن میں آپ 1 گھنٹے 00 منٹ سے کھیل رہے ہیں۔');
    expect(within(dialog).getByRole('button', { name: 'وقفہ لیں' })).toBeInTheDocument();
  });

  it('never shows when the interval is off', async () => {
    const { calls } = serveRealityCheck(0);
    renderWithApp(<RealityCheckPopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60 * MINUTE));
    expect(screen.queryByTestId('reality-check')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
