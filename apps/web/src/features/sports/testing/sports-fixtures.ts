// Test data of the sportsbook's screens: a cricket and a football match with their markets, bets,
// a fake player API answering the sportsbook's endpoints, and a live client the test drives.
import type { Market, SportsBet, SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { liveClient, setLiveClient, type LiveEvent } from '../../../lib/live.ts';
import type { LiveClient } from '../../../lib/live-connection.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { clearSlip, useSlipStore } from '../stores/slip-store.ts';

export const NOW = '2026-11-29T12:00:00.000Z';

export const matchWinner = (over: Partial<Market> = {}): Market => ({
  id: 11,
  kind: 'match-winner',
  params: {},
  line: null,
  status: 'open',
  selections: [
    { id: 111, key: 'home', name: 'home', odds: 185, result: null },
    { id: 112, key: 'away', name: 'away', odds: 205, result: null },
  ],
  ...over,
});

export const inningsRuns = (over: Partial<Market> = {}): Market => ({
  id: 12,
  kind: 'innings-runs',
  params: { innings: 1 },
  line: 1655,
  status: 'open',
  selections: [
    { id: 121, key: 'over', name: 'over', odds: 190, result: null },
    { id: 122, key: 'under', name: 'under', odds: 190, result: null },
  ],
  ...over,
});

export const topBatter = (over: Partial<Market> = {}): Market => ({
  id: 13,
  kind: 'top-batter',
  params: { innings: 1 },
  line: null,
  status: 'settled',
  selections: [
    { id: 131, key: 'b:Danish Mirza', name: 'Danish Mirza', odds: 350, result: 'won' },
    { id: 132, key: 'b:Bilal Rauf', name: 'Bilal Rauf', odds: 400, result: 'lost' },
  ],
  ...over,
});

export const cricket = (over: Partial<SportsEvent> = {}): SportsEvent => ({
  id: 1,
  sport: 'cricket',
  format: 'T20',
  competition: { key: 'psl', name: 'Pakistan Super League' },
  home: 'Lahore Qalandars',
  away: 'Karachi Kings',
  startsAt: '2026-11-29T10:00:00.000Z',
  status: 'live',
  score: {
    kind: 'cricket',
    current: 2,
    innings: [
      { batting: 'away', runs: 180, wickets: 5, balls: 120 },
      { batting: 'home', runs: 145, wickets: 3, balls: 98 },
    ],
    ballsPerInnings: 120,
    recent: ['4', '1', 'W', '0', '6'],
    batters: [
      { name: 'Danish Mirza', runs: 54, balls: 33 },
      { name: 'Imran Qadir', runs: 12, balls: 10 },
    ],
  },
  main: matchWinner(),
  marketCount: 3,
  ...over,
});

export const upcomingCricket = (over: Partial<SportsEvent> = {}): SportsEvent =>
  cricket({
    id: 2,
    home: 'Islamabad United',
    away: 'Peshawar Zalmi',
    startsAt: '2026-11-29T14:30:00.000Z',
    status: 'scheduled',
    score: null,
    main: matchWinner({
      id: 21,
      selections: [
        { id: 211, key: 'home', name: 'home', odds: 150, result: null },
        { id: 212, key: 'away', name: 'away', odds: 250, result: null },
      ],
    }),
    marketCount: 5,
    ...over,
  });

export const football = (over: Partial<SportsEvent> = {}): SportsEvent => ({
  id: 3,
  sport: 'football',
  format: 'league',
  competition: { key: 'epl', name: 'Premier League' },
  home: 'Arsenal',
  away: 'Chelsea',
  startsAt: '2026-11-29T11:00:00.000Z',
  status: 'live',
  score: { kind: 'football', home: 1, away: 0, minute: 67 },
  main: {
    id: 31,
    kind: '1x2',
    params: {},
    line: null,
    status: 'open',
    selections: [
      { id: 311, key: 'home', name: 'home', odds: 160, result: null },
      { id: 312, key: 'draw', name: 'draw', odds: 380, result: null },
      { id: 313, key: 'away', name: 'away', odds: 550, result: null },
    ],
  },
  marketCount: 4,
  ...over,
});

export function lobbyReply(events: SportsEvent[]) {
  return {
    now: NOW,
    sports: [
      { sport: 'cricket' as const, live: events.filter((e) => e.sport === 'cricket' && e.status === 'live').length, upcoming: 1 },
      { sport: 'football' as const, live: 1, upcoming: 0 },
    ],
    competitions: [
      { key: 'psl', name: 'Pakistan Super League', sport: 'cricket' as const, events: 2 },
      { key: 'epl', name: 'Premier League', sport: 'football' as const, events: 1 },
    ],
    events,
  };
}

export const bet = (over: Partial<SportsBet> = {}): SportsBet => ({
  id: '3f9a1c2e-0000-4000-8000-000000000001',
  kind: 'single',
  stake: 10_000,
  odds: 185,
  potentialReturn: 18_500,
  state: 'open',
  payout: null,
  inPlay: true,
  placedAt: '2026-11-29T11:30:00.000Z',
  settledAt: null,
  cashOut: 9_000,
  legs: [
    {
      selectionId: 111,
      eventId: 1,
      sport: 'cricket',
      home: 'Lahore Qalandars',
      away: 'Karachi Kings',
      startsAt: '2026-11-29T10:00:00.000Z',
      marketKind: 'match-winner',
      marketParams: {},
      line: null,
      selectionKey: 'home',
      selectionName: 'home',
      odds: 185,
      result: null,
    },
  ],
  ...over,
});

type Reply = { code: number; msg?: string; data?: unknown } | Response;

/** A fake API: each endpoint (by its path's last part) answers with its handler; others fail the call. */
export function sportsServer(handlers: Record<string, (call: RecordedCall) => Reply>) {
  return installFakeServer((call) => {
    const name = call.url.split('/').at(-1) ?? '';
    const handler = handlers[name];
    return handler ? handler(call) : { code: 0, msg: `unexpected call ${call.url}` };
  });
}

export interface FakeLive {
  /** Delivers an event to every handler of its type, as the socket would. */
  emit: (event: LiveEvent) => void;
  topics: string[];
}

/** A connected live client the test drives; every test of the file gets a fresh one. */
export function installFakeLive(): FakeLive {
  const handlers = new Map<string, Set<(event: LiveEvent) => void>>();
  const topics: string[] = [];
  const real = liveClient();
  const fake = {
    on: (type: string, handler: (event: LiveEvent) => void) => {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    subscribe: (topic: string) => {
      topics.push(topic);
      return () => {
        const index = topics.indexOf(topic);
        if (index >= 0) topics.splice(index, 1);
      };
    },
    isConnected: () => true,
    onConnectedChange: () => () => {},
  };
  beforeEach(() => {
    handlers.clear();
    topics.length = 0;
    setLiveClient(fake as unknown as LiveClient);
  });
  afterEach(() => setLiveClient(real));
  return {
    topics,
    emit: (event) => act(() => [...(handlers.get(event.type) ?? [])].forEach((handler) => handler(event))),
  };
}

/** Every test starts with an empty slip that accepts higher odds, signed out, unstubbed afterwards. */
export function freshSlip(): void {
  beforeEach(() => {
    clearSlip();
    useSlipStore.setState({ accept: 'higher' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().signOut();
  });
}

export function signIn(gold: number): void {
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
  const player = useSessionStore.getState().player!;
  useSessionStore.getState().setPlayer({ ...player, gold });
}
