// The sportsbook tests' fixtures: the console's providers around a screen, a signed-in operator
// with chosen permissions, and a fake operator API that records every call.
import type { Permission } from '@khel/contracts/admin/operators-roles';
import type { TradingEvent, TradingMarket } from '@khel/contracts/admin/sportsbook';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { session } from '../../lib/session.ts';

/**
 * A component test renders antd in jsdom on a shared CI core: the limit guards against a hang, not
 * speed (the web project's testTimeout; the console's config keeps vitest's 5 s, which a file's
 * first render of antd can pass under load).
 */
export const RENDERS = { timeout: 20_000 };

export interface Call {
  method: string;
  url: string;
  body: unknown;
}
/** A reply: a JSON body (200), or a refusal() as the server sends it. */
export type Reply = unknown;
class Refusal {
  readonly status: number;
  readonly code: number;
  readonly msg: string;
  constructor(status: number, code: number, msg: string) {
    this.status = status;
    this.code = code;
    this.msg = msg;
  }
}
export const refusal = (status: number, code: number, msg: string) => new Refusal(status, code, msg);

export function signIn(username: string, permissions: Permission[]) {
  session.start('operator-token');
  session.setMe({ operatorId: 2, username, role: 'admin', permissions });
}

/** Stubs fetch: `routes` maps "METHOD /path" (query left out) to a reply or a function of the call. */
export function fakeApi(routes: Record<string, Reply | ((call: Call) => Reply)>): Call[] {
  const calls: Call[] = [];
  // antd's text areas and tables measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(init.body as string) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${url.split('?')[0]}`];
      const reply = typeof route === 'function' ? (route as (c: Call) => Reply)(call) : route;
      if (reply instanceof Refusal) return new Response(JSON.stringify({ code: reply.code, msg: reply.msg }), { status: reply.status, headers: { 'content-type': 'application/json' } });
      if (reply === undefined) return new Response(JSON.stringify({ code: 404, msg: `no fake for ${call.method} ${url}` }), { status: 404 });
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** Where a link or a row click led (any path but the screen's own). */
function Elsewhere() {
  return <div>at {useLocation().pathname}</div>;
}

export function renderScreen(screen: ReactNode, { path = '/', at = '/' }: { path?: string; at?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

export const EVENT: TradingEvent = {
  id: 41,
  sport: 'cricket',
  format: 'T20',
  competition: 'Pakistan Super League',
  home: 'Lahore Qalandars',
  away: 'Karachi Kings',
  startsAt: '2026-03-01T14:00:00Z',
  status: 'live',
  suspendedByOperator: false,
  openBets: 12,
  stakes: 2_500_000,
  liability: 480_000,
};

export function market(overrides: Partial<TradingMarket> = {}): TradingMarket {
  return {
    id: 7,
    kind: 'match-winner',
    params: {},
    line: null,
    status: 'closed',
    suspendedByOperator: false,
    maxStake: null,
    maxPayout: null,
    result: null,
    liability: 480_000,
    pendingSettlementId: null,
    selections: [
      { id: 71, key: 'home', name: 'home', odds: 185, result: null, bets: 8, stakes: 1_500_000, liability: 480_000 },
      { id: 72, key: 'away', name: 'away', odds: 205, result: null, bets: 4, stakes: 1_000_000, liability: -1_000_000 },
    ],
    ...overrides,
  };
}
