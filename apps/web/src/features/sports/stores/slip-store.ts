// The bet slip: the selections the player picked (from the lobby or a match page), a stake per
// single and one for the accumulator, the tab, and what the player accepts when prices move.
//
// Prices. `odds` is the price the player takes (sent with the bet); whenever a newer price of a
// picked selection arrives (a read of the lobby or the match, a live notice) it is applied at once
// when the acceptance setting covers it ('any', or 'higher' and it went up), otherwise it waits in
// `newOdds` for the player to accept it. A selection whose market is not open, or which left its
// market, is marked and blocks placing.
//
// requestIds: each single (by selection) and the accumulator get one when first sent, kept until the
// server answers that call (a retry after a lost answer sends the same id, and the server answers the
// same bet), then forgotten, and dropped when another player signs in. The slip lives in
// sessionStorage `sportsSlip` (a reload keeps it, ids included); the acceptance setting in
// localStorage `sportsOddsAccept` (default 'higher').
import {
  OddsAcceptance,
  SPORTS_MAX_LEGS,
  type EventStatus,
  type Market,
  type MarketKind,
  type MarketParams,
  type MarketStatus,
  type Selection,
  type SportsEvent,
  type Sport,
} from '@khel/contracts/endpoints/sportsbook';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { useSessionStore } from '../../../stores/session-store.ts';
import { newRequestId } from '../lib/request-id.ts';

export interface SlipSelection {
  selectionId: number;
  eventId: number;
  sport: Sport;
  home: string;
  away: string;
  eventStatus: EventStatus;
  marketId: number;
  kind: MarketKind;
  params: MarketParams;
  line: number | null;
  marketStatus: MarketStatus;
  key: string;
  name: string;
  /** The price the player takes: sent with the bet. */
  odds: number;
  /** A newer price the acceptance setting does not cover, waiting for the player; null when none. */
  newOdds: number | null;
  /** False once the selection is no longer in its market. */
  available: boolean;
}

export type SlipMode = 'singles' | 'accumulator';

export interface SlipState {
  selections: SlipSelection[];
  /** The typed stake of each single, by selection id. */
  stakes: Record<string, string>;
  accumulatorStake: string;
  mode: SlipMode;
  accept: OddsAcceptance;
  /** Unanswered calls' requestIds: `s:<selectionId>` for a single, `acc` for the accumulator. */
  requestIds: Record<string, string>;
}

export type EventInfo = Pick<SportsEvent, 'id' | 'sport' | 'home' | 'away' | 'status'>;

export const SLIP_STORAGE_KEY = 'sportsSlip';
export const ACCEPT_STORAGE_KEY = 'sportsOddsAccept';
export const DEFAULT_ACCEPT: OddsAcceptance = 'higher';
/** The most selections the slip holds (an accumulator's most legs). */
export const SLIP_MAX_SELECTIONS = SPORTS_MAX_LEGS;

function storedAccept(): OddsAcceptance {
  try {
    const parsed = z.safeParse(OddsAcceptance, localStorage.getItem(ACCEPT_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_ACCEPT;
  } catch {
    return DEFAULT_ACCEPT;
  }
}

type Stored = Omit<SlipState, 'accept'>;

function storedSlip(): Stored | null {
  try {
    const raw = sessionStorage.getItem(SLIP_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!value || !Array.isArray(value.selections)) return null;
    return {
      selections: value.selections,
      stakes: value.stakes ?? {},
      accumulatorStake: value.accumulatorStake ?? '',
      mode: value.mode === 'accumulator' ? 'accumulator' : 'singles',
      requestIds: value.requestIds ?? {},
    };
  } catch {
    return null;
  }
}

const EMPTY: Stored = { selections: [], stakes: {}, accumulatorStake: '', mode: 'singles', requestIds: {} };

export const useSlipStore = create<SlipState>()(() => ({ ...(storedSlip() ?? EMPTY), accept: storedAccept() }));

useSlipStore.subscribe((state) => {
  try {
    const { selections, stakes, accumulatorStake, mode, requestIds } = state;
    sessionStorage.setItem(SLIP_STORAGE_KEY, JSON.stringify({ selections, stakes, accumulatorStake, mode, requestIds }));
  } catch {
    // Storage full or disabled: the slip still works for this page.
  }
});

// Another player on this device (or none) does not inherit the last one's unanswered ids.
useSessionStore.subscribe((state, previous) => {
  if (state.player?.playerId !== previous.player?.playerId) useSlipStore.setState({ requestIds: {} });
});

/** Whether `accept` takes `next` in place of `taken` without asking. */
export function acceptsChange(accept: OddsAcceptance, taken: number, next: number): boolean {
  return accept === 'any' || (accept === 'higher' && next > taken);
}

export type ToggleResult = 'added' | 'removed' | 'full';

/** Adds the selection to the slip, or takes it out when it is there. */
export function toggleSelection(event: EventInfo, market: Market, selection: Selection): ToggleResult {
  const { selections } = useSlipStore.getState();
  if (selections.some((entry) => entry.selectionId === selection.id)) {
    removeSelections([selection.id]);
    return 'removed';
  }
  if (selections.length >= SLIP_MAX_SELECTIONS) return 'full';
  const entry: SlipSelection = {
    selectionId: selection.id,
    eventId: event.id,
    sport: event.sport,
    home: event.home,
    away: event.away,
    eventStatus: event.status,
    marketId: market.id,
    kind: market.kind,
    params: market.params,
    line: market.line,
    marketStatus: market.status,
    key: selection.key,
    name: selection.name,
    odds: selection.odds,
    newOdds: null,
    available: true,
  };
  useSlipStore.setState({ selections: [...selections, entry] });
  return 'added';
}

/** Takes selections out of the slip with their stakes (and a single's unanswered id: it was answered or given up). */
export function removeSelections(ids: readonly number[]): void {
  useSlipStore.setState((state) => {
    const stakes = { ...state.stakes };
    const requestIds = { ...state.requestIds };
    for (const id of ids) {
      delete stakes[id];
      delete requestIds[`s:${id}`];
    }
    return { selections: state.selections.filter((entry) => !ids.includes(entry.selectionId)), stakes, requestIds };
  });
}

export function clearSlip(): void {
  useSlipStore.setState({ ...EMPTY });
}

export function setStake(selectionId: number, text: string): void {
  useSlipStore.setState((state) => ({ stakes: { ...state.stakes, [selectionId]: text } }));
}

export function setAccumulatorStake(text: string): void {
  useSlipStore.setState({ accumulatorStake: text });
}

export function setMode(mode: SlipMode): void {
  useSlipStore.setState({ mode });
}

/** The acceptance setting, remembered; the prices waiting that it now covers are taken. */
export function setAccept(accept: OddsAcceptance): void {
  try {
    localStorage.setItem(ACCEPT_STORAGE_KEY, accept);
  } catch {
    // kept for this page only
  }
  useSlipStore.setState((state) => ({
    accept,
    selections: state.selections.map((entry) =>
      entry.newOdds !== null && acceptsChange(accept, entry.odds, entry.newOdds) ? { ...entry, odds: entry.newOdds, newOdds: null } : entry,
    ),
  }));
}

/** The player takes every new price the slip shows. */
export function acceptNewOdds(): void {
  useSlipStore.setState((state) => ({
    selections: state.selections.map((entry) => (entry.newOdds === null ? entry : { ...entry, odds: entry.newOdds, newOdds: null })),
  }));
}

/**
 * What the app learned of one event (a lobby row's main market, a match's markets, a live notice):
 * the picked selections of its markets get the new status and price. Markets not given are left as
 * they are (a lobby row carries only the main one).
 */
export function syncEvent(eventId: number, status: EventStatus, markets: readonly Market[]): void {
  const { selections, accept } = useSlipStore.getState();
  if (!selections.some((entry) => entry.eventId === eventId)) return;
  let changed = false;
  const next = selections.map((entry) => {
    if (entry.eventId !== eventId) return entry;
    let updated: SlipSelection = entry.eventStatus === status ? entry : { ...entry, eventStatus: status };
    const market = markets.find((candidate) => candidate.id === entry.marketId);
    if (market) {
      const selection = market.selections.find((candidate) => candidate.id === entry.selectionId);
      const price = selection?.odds ?? entry.odds;
      const taken = price === entry.odds || acceptsChange(accept, entry.odds, price);
      const odds = taken ? price : entry.odds;
      const newOdds = taken ? null : price;
      const available = selection !== undefined;
      if (market.status !== entry.marketStatus || market.line !== entry.line || odds !== entry.odds || newOdds !== entry.newOdds || available !== entry.available) {
        updated = { ...updated, marketStatus: market.status, line: market.line, odds, newOdds, available };
      }
    }
    if (updated !== entry) changed = true;
    return updated;
  });
  if (changed) useSlipStore.setState({ selections: next });
}

/** The requestId of a call (`s:<selectionId>` or `acc`): the unanswered one's again, or a new one. */
export function requestIdFor(key: string): string {
  const known = useSlipStore.getState().requestIds[key];
  if (known) return known;
  const id = newRequestId();
  useSlipStore.setState((state) => ({ requestIds: { ...state.requestIds, [key]: id } }));
  return id;
}

/** The server answered the call: its id is not sent again. */
export function forgetRequestId(key: string): void {
  useSlipStore.setState((state) => {
    const requestIds = { ...state.requestIds };
    delete requestIds[key];
    return { requestIds };
  });
}

/** Whether a selection's market takes bets now. */
export function isBettable(entry: SlipSelection): boolean {
  return entry.available && entry.marketStatus === 'open';
}
