// The bet table's one seam to the app's live events (lib/live.ts: useLiveTopic, useLiveEvent,
// useLiveConnected). Until that module is in the app this answers "not connected", so the table
// polls; wiring it is this file only (docs/decisions/public-bet-lists.md).
import type { InhouseBet } from '@khel/contracts/endpoints/inhouse-bets';

/** Subscribes to `topic` while mounted and hands each pushed row to onBet; true while the socket is up. */
export function useBetsLive(topic: string, onBet: (bet: InhouseBet) => void): boolean {
  void topic;
  void onBet;
  return false;
}
