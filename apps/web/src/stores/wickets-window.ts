// The 9WICKETS window is watched app-wide (here, not in a feature: the game page opens it, opening
// another game and logging out close it), not by the page that opened it: a player who leaves the
// game page while the window is open and closes it later still gets the balance back (and the
// 'In-game use' flag cleared). Polled every WINDOW_POLL_MS; the window's own page is another
// origin, so `closed` is all the app can see of it.
import { thirdGameLogout } from '@khel/contracts/endpoints/game-wallet';
import { getApi } from '../lib/api-client.ts';
import { toastError } from '../lib/toast.ts';
import { inGameAtLoad, useInGameStore } from './in-game-store.ts';
import { applyBalance } from './session-store.ts';

export const WINDOW_POLL_MS = 500;

let watched: { win: Window; playerId: number; timer: ReturnType<typeof setInterval> } | null = null;
const listeners = new Set<() => void>();

function stopWatching(): void {
  if (watched) clearInterval(watched.timer);
  watched = null;
}

/** Brings the 9WICKETS balance back (thirdGameLogout), clears the in-game flag and tells the listeners. */
export async function returnFromWickets(playerId: number): Promise<void> {
  stopWatching();
  useInGameStore.getState().setInGame(false);
  try {
    const url = `${thirdGameLogout.path}?${new URLSearchParams({ playerId: String(playerId) }).toString()}`;
    applyBalance((await getApi(url, thirdGameLogout.response)).balance);
  } catch (error) {
    toastError(error);
  }
  for (const listener of listeners) listener();
}

/** Watches the window until it closes, then brings the balance back. */
export function watchWicketsWindow(win: Window, playerId: number): void {
  stopWatching();
  useInGameStore.getState().setInGame(true);
  const timer = setInterval(() => {
    if (win.closed) void returnFromWickets(playerId);
  }, WINDOW_POLL_MS);
  watched = { win, playerId, timer };
}

/** The launch failed: the window closes and whatever moved comes back. */
export async function abandonWicketsWindow(win: Window, playerId: number): Promise<void> {
  stopWatching();
  win.close();
  await returnFromWickets(playerId);
}

export function wicketsWindowOpen(): boolean {
  return watched !== null && !watched.win.closed;
}

/** Logging out or opening another game: the window closes and the balance comes back (once). */
export async function closeWicketsAndReturn(): Promise<void> {
  if (!watched) return;
  const { win, playerId } = watched;
  stopWatching();
  win.close();
  await returnFromWickets(playerId);
}

/** Called after every return (the game page shows "Welcome back"). */
export function onWicketsReturn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let strandedChecked = !inGameAtLoad;

/** After a reload that lost the window handle: the balance comes back once the player is known. */
export function returnStrandedAfterReload(playerId: number): void {
  if (strandedChecked) return;
  strandedChecked = true;
  void returnFromWickets(playerId);
}
