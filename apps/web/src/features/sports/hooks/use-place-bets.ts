// Placing what the slip holds. Singles: one sportsPlaceBet call per selection, each with its own
// requestId, sent together (an in-play bet waits the server's bet delay: they wait side by side).
// The accumulator: one call with every leg. A call's requestId is kept until the server answers it
// (stores/slip-store.ts), so placing again after a lost answer cannot place a second bet.
//
// Each answered bet leaves the slip and becomes a receipt; the balance is the lowest a reply of this
// round reports (each reply's balance follows its own bet, so the lowest is after the last of them).
// A refusal stays on its selection with the server's message; when it says the price or the market
// moved (1420 closed, 1421 suspended, 1422 odds changed) the match is read again so the slip shows
// the new price or state, for the player to confirm.
import { ErrorCode } from '@khel/contracts/error-codes';
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { applyBalance } from '../../../stores/session-store.ts';
import { MY_BETS_KEY, eventQueryOptions, placeBet } from '../api/sports-api.ts';
import type { SlipSummary } from '../lib/slip-maths.ts';
import { forgetRequestId, removeSelections, requestIdFor, useSlipStore } from '../stores/slip-store.ts';

const PRICE_OR_STATE_MOVED: readonly number[] = [ErrorCode.sportsSelectionClosed, ErrorCode.sportsMarketSuspended, ErrorCode.sportsOddsChanged];

export interface PlaceFailure {
  /** The selections the refused call carried (one for a single, every leg for the accumulator). */
  selectionIds: number[];
  code: number;
  message: string;
}

export interface PlaceOutcome {
  bets: SportsBet[];
  balance: number | null;
  failures: PlaceFailure[];
}

/** The server answered (a refusal counts): the requestId is spent. A lost or failed answer is not. */
function answered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'envelope') return true;
  return error.kind === 'http' && error.code >= 400 && error.code < 500 && error.code !== 408 && error.code !== 429;
}

interface Call {
  key: string;
  selectionIds: number[];
  eventIds: number[];
  stake: number;
  legs: { selectionId: number; odds: number }[];
}

function callsOf(summary: SlipSummary): Call[] {
  if (summary.mode === 'singles') {
    return summary.singles.flatMap(({ entry, stake }) =>
      stake.ok ? [{ key: `s:${entry.selectionId}`, selectionIds: [entry.selectionId], eventIds: [entry.eventId], stake: stake.stake, legs: [{ selectionId: entry.selectionId, odds: entry.odds }] }] : [],
    );
  }
  if (!summary.accumulatorStake.ok) return [];
  const entries = summary.singles.map((line) => line.entry);
  return [
    {
      key: 'acc',
      selectionIds: entries.map((entry) => entry.selectionId),
      eventIds: entries.map((entry) => entry.eventId),
      stake: summary.accumulatorStake.stake,
      legs: entries.map((entry) => ({ selectionId: entry.selectionId, odds: entry.odds })),
    },
  ];
}

export function usePlaceBets() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = useCallback(
    async (summary: SlipSummary): Promise<PlaceOutcome | null> => {
      // A ref, not state: two taps in one frame cannot both send.
      if (inFlight.current) return null;
      inFlight.current = true;
      setPlacing(true);
      try {
        const { accept } = useSlipStore.getState();
        const results = await Promise.all(
          callsOf(summary).map(async (call) => {
            const requestId = requestIdFor(call.key);
            try {
              const reply = await placeBet({ requestId, stake: call.stake, legs: call.legs, accept });
              forgetRequestId(call.key);
              removeSelections(call.selectionIds);
              return { ok: true as const, bet: reply.bet, balance: reply.balance };
            } catch (error) {
              if (answered(error)) forgetRequestId(call.key);
              const code = isApiError(error) ? error.code : 0;
              if (PRICE_OR_STATE_MOVED.includes(code)) {
                // Read the matches again: the slip shows the new price or state (syncEvent).
                await Promise.all([...new Set(call.eventIds)].map((id) => queryClient.fetchQuery({ ...eventQueryOptions(id), staleTime: 0 }).catch(() => null)));
              }
              return { ok: false as const, failure: { selectionIds: call.selectionIds, code, message: error instanceof Error ? error.message : '' } };
            }
          }),
        );
        const bets = results.flatMap((result) => (result.ok ? [result.bet] : []));
        const balances = results.flatMap((result) => (result.ok ? [result.balance] : []));
        const balance = balances.length > 0 ? Math.min(...balances) : null;
        if (balance !== null) applyBalance(balance);
        if (bets.length > 0) void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
        return { bets, balance, failures: results.flatMap((result) => (result.ok ? [] : [result.failure])) };
      } finally {
        inFlight.current = false;
        setPlacing(false);
      }
    },
    [queryClient],
  );

  return { placing, place };
}
