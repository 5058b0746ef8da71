import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { RecordView } from './record-view.tsx';

// A Wednesday: this week starts Monday 2026-03-16.
const TODAY = '2026-03-18';

function row(i: number) {
  return { createTime: '2026-03-18T10:00:00Z', payNum: 50000 + i, rewardNum: 2500, playerId: 1001, transId: `T${i}`, state: 'paid', channel: 'Jazzcash' };
}

function serve(pageSizes: number[]) {
  return installFakeServer((call: RecordedCall) => {
    const page = (call.body as { page: number }).page;
    const size = pageSizes[page] ?? 0;
    return { code: 1, data: { data: JSON.stringify(Array.from({ length: size }, (_, i) => row(page * 20 + i))), page } };
  });
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('record page', () => {
  it('opens on Deposit by default and on the stored record type otherwise', async () => {
    serve([0]);
    const { unmount } = renderWithApp(<RecordView today={TODAY} />);
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    localStorage.setItem(STORAGE_KEYS.recordType, 'withdraw');
    const { calls } = serve([0]);
    renderWithApp(<RecordView today={TODAY} />);
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls[0]?.url).toBe('/usercenter/game/exchangeRecord'));
    await userEvent.click(screen.getByRole('tab', { name: 'Bet' }));
    expect(localStorage.getItem(STORAGE_KEYS.recordType)).toBe('bet');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/usercenter/game/gameRecord'));
  });

  it('sends each date preset as its Asia/Karachi day range and resets to page 0', async () => {
    const { calls } = serve([0]);
    renderWithApp(<RecordView today={TODAY} />);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    const expected: Record<string, [string, string]> = {
      Today: ['2026-03-18', '2026-03-18'],
      Yesterday: ['2026-03-17', '2026-03-17'],
      'This Week': ['2026-03-16', '2026-03-18'],
      'Last Week': ['2026-03-09', '2026-03-15'],
      'This Month': ['2026-03-01', '2026-03-18'],
      'Last Month': ['2026-02-01', '2026-02-28'],
    };
    for (const [label, [startDate, endDate]] of Object.entries(expected)) {
      if (label !== 'Today') await userEvent.click(screen.getByRole('radio', { name: label }));
      await waitFor(() => expect(calls.at(-1)?.body).toEqual({ startDate, endDate, page: 0 }));
    }
    expect(document.querySelector('img[src="/brand/no-data.svg"]')).not.toBeNull();
  });

  it('pages while pages are full and stops after one under 20 rows', async () => {
    const { calls } = serve([20, 20, 7]);
    renderWithApp(<RecordView today={TODAY} />);
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(47), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.map((call) => (call.body as { page: number }).page)).toEqual([0, 1, 2]);
    expect(screen.getByText('No more records')).toBeInTheDocument();
    expect(screen.getAllByTestId('record-row')[0]).toHaveTextContent('₨500.00');
    expect(screen.getAllByTestId('record-row')[0]).toHaveTextContent('18/03/2026, 15:00:00');
  });

  it('Bet tab: each filter goes into the gameRecord body and restarts from page 0', async () => {
    localStorage.setItem(STORAGE_KEYS.recordType, 'bet');
    const bet = { time: '2026-03-18T10:00:00Z', betAmount: 200, winLoseAmount: 150, validAmount: 200, gameType: 'slots', gameId: 'inhouse-slot', platform: 'inhouse', gameName: 'Khel Fortune Slots', round: 'R1', state: 1 };
    const { calls } = installFakeServer((call: RecordedCall) => {
      const page = (call.body as { page: number }).page;
      return { code: 1, data: { data: JSON.stringify(page === 0 ? [bet] : []), page } };
    });
    renderWithApp(<RecordView today={TODAY} />);
    const row = await screen.findByTestId('bet-row');
    expect(row).toHaveTextContent('Khel Fortune Slots');
    expect(row).toHaveTextContent('+₨1.50');
    expect(row).toHaveTextContent('Settled');
    expect(calls.at(-1)?.body).toEqual({ startDate: TODAY, endDate: TODAY, page: 0, state: 'all' });

    await userEvent.selectOptions(screen.getByLabelText('State'), 'Cancelled');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ startDate: TODAY, endDate: TODAY, page: 0, state: '-1' }));
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ startDate: TODAY, endDate: TODAY, page: 0, state: '-1', gameType: 'slots' }));
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'Khel');
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({ startDate: TODAY, endDate: TODAY, page: 0, state: '-1', gameType: 'slots', platform: 'inhouse' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({ startDate: '2026-03-17', endDate: '2026-03-17', page: 0, state: '-1', gameType: 'slots', platform: 'inhouse' }),
    );
    expect(calls.every((call) => call.url === '/usercenter/game/gameRecord')).toBe(true);
  });

  it("Bet tab: Khel's own rounds link to their fairness check; third-party rounds have no such link", async () => {
    localStorage.setItem(STORAGE_KEYS.recordType, 'bet');
    const base = { time: '2026-03-18T10:00:00Z', betAmount: 200, winLoseAmount: -200, validAmount: 200, gameType: 'slots', state: 1 };
    const rows = [
      { ...base, gameId: 'inhouse-dice', platform: 'inhouse', gameName: 'Khel Dice', round: 'r/7 x' },
      { ...base, gameId: 'jili-1', platform: 'JILI', gameName: 'Fortune Gems', round: 'J9' },
    ];
    installFakeServer((call: RecordedCall) => ({ code: 1, data: { data: JSON.stringify((call.body as { page: number }).page === 0 ? rows : []), page: 0 } }));
    renderWithApp(<RecordView today={TODAY} />);
    const [inhouse, jili] = await screen.findAllByTestId('bet-row');
    expect(within(inhouse!).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', '/fair/verify?round=r%2F7%20x');
    expect(within(jili!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('Report tab: days with dateTeg and the totals of reportTotal', async () => {
    installFakeServer((call: RecordedCall) => {
      if (call.url === '/usercenter/game/reportTotal') return { code: 1, data: { betAmount: 1000, winLoseAmount: -250, validAmount: 1000, rounds: 5 } };
      const rows = [{ dateTeg: '2026-03-18', betAmount: 1000, winLoseAmount: -250, validAmount: 1000, rounds: 5 }];
      return { code: 1, data: { data: JSON.stringify(rows), page: 0 } };
    });
    renderWithApp(<RecordView today={TODAY} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Report' }));
    expect(await screen.findByTestId('report-row')).toHaveTextContent('2026-03-18');
    expect(await screen.findByTestId('report-totals')).toHaveTextContent('-₨2.50');
    expect(screen.getByText('No more records')).toBeInTheDocument();
  });
});
