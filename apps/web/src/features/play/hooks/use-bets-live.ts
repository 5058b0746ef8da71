// The bet table's one seam to the app's live events (lib/live.ts): subscribes to the game's
// `<game>-bets` topic while mounted and hands each pushed row on; the answer says whether the
// socket is up (false: the table polls). A row that does not parse is dropped, not shown.
import { INHOUSE_BET_EVENT, InhouseBet } from '@khel/contracts/endpoints/inhouse-bets';
import { useLiveConnected, useLiveEvent, useLiveTopic } from '../../../lib/live.ts';

/**
 * Subscribes to `topic` while mounted and hands each pushed row to onBet; onSubscribed runs when the
 * server confirms the subscription (read the lists again). True while the socket is up.
 */
export function useBetsLive(topic: string, onBet: (bet: InhouseBet) => void, onSubscribed: () => void): boolean {
  useLiveTopic(topic, onSubscribed);
  useLiveEvent(INHOUSE_BET_EVENT, (event) => {
    const parsed = InhouseBet.safeParse(event.bet);
    if (parsed.success) onBet(parsed.data);
  });
  return useLiveConnected();
}
