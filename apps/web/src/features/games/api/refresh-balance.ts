// The refresh call (docs/requirements/games.md#4-9wickets-transfer-wallet), run on entering the game list and before opening a game: money
// still held by a transfer-wallet provider (9WICKETS) comes back to Khel and the shown balance updates.
// Skipped while a 9WICKETS window is open: that money is in play.
import { thirdGameLogout } from '@khel/contracts/endpoints/game-wallet';
import { getApi } from '../../../lib/api-client.ts';
import { useInGameStore } from '../../../stores/in-game-store.ts';
import { applyBalance, useSessionStore } from '../../../stores/session-store.ts';

export async function refreshBalance(): Promise<void> {
  const playerId = useSessionStore.getState().player?.playerId;
  if (!playerId || useInGameStore.getState().inGame) return;
  const url = `${thirdGameLogout.path}?${new URLSearchParams({ playerId: String(playerId) }).toString()}`;
  try {
    applyBalance((await getApi(url, thirdGameLogout.response)).balance);
  } catch {
    // A failed refresh never blocks browsing or opening a game; the next one tries again.
  }
}
