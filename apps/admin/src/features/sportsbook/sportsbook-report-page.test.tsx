import type { SportsReportRow } from '@khel/contracts/admin/sportsbook';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { marginText } from './margin-text.ts';
import SportsbookReportPage from './sportsbook-report-page.tsx';
import { fakeApi, RENDERS, renderScreen, signIn, type Call } from './sportsbook-test-support.tsx';

const cricket: SportsReportRow = { key: 'cricket', label: 'Cricket', bets: 120, turnover: 5_000_000, payouts: 4_400_000, ggr: 600_000, marginBp: 1_200 };
const football: SportsReportRow = { key: 'football', label: 'Football', bets: 30, turnover: 1_000_000, payouts: 1_050_000, ggr: -50_000, marginBp: -500 };
const total: SportsReportRow = { key: 'total', label: 'total', bets: 150, turnover: 6_000_000, payouts: 5_450_000, ggr: 550_000, marginBp: 917 };

let calls: Call[];
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-07T20:00:00Z')); // 8 March in Karachi
  signIn('bilal', ['reports.read']);
  calls = fakeApi({ 'GET /admin/api/sportsbook/report': { rows: [cricket, football], total }, 'GET /admin/api/sportsbook/report.csv': 'key,label' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.end();
});

const cells = () => screen.getAllByTestId('data-row').map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('margin', () => {
  it('is a percent with two decimals from basis points, a dash without turnover', () => {
    expect(marginText(1_234)).toBe('12.34%');
    expect(marginText(917)).toBe('9.17%');
    expect(marginText(5)).toBe('0.05%');
    expect(marginText(0)).toBe('0.00%');
    expect(marginText(-250)).toBe('-2.50%');
    expect(marginText(10_000)).toBe('100.00%');
    expect(marginText(null)).toBe('—');
  });
});

describe('sportsbook report', RENDERS, () => {
  it('asks for the last 7 Karachi days by sport and shows the rows and a total row', async () => {
    renderScreen(<SportsbookReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(3));
    expect(calls[0]?.url).toBe('/admin/api/sportsbook/report?from=2026-03-02&to=2026-03-08&by=sport');
    expect(cells()).toEqual([
      ['Cricket', '120', '₨50,000.00', '₨44,000.00', '₨6,000.00', '12.00%'],
      ['Football', '30', '₨10,000.00', '₨10,500.00', '-₨500.00', '-5.00%'],
      ['Total', '150', '₨60,000.00', '₨54,500.00', '₨5,500.00', '9.17%'],
    ]);
  });

  it('groups by market on request, and downloads the same report as CSV', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // jsdom has no object URLs; downloadCsv makes one for the blob (and revokes it a second later, so they stay).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    renderScreen(<SportsbookReportPage />);
    await userEvent.click(await screen.findByText('By market'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('by=market'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(calls.at(-1)?.url).toBe('/admin/api/sportsbook/report.csv?from=2026-03-02&to=2026-03-08&by=market');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('sportsbook-market-2026-03-02-2026-03-08.csv');
  });
});
