import { useSessionStore } from '../../../stores/session-store.ts';

/** Every game reply carries the balance after the round; the top bar and home read it from here. */
export function applyBalance(gold: number): void {
  const { player, setPlayer } = useSessionStore.getState();
  if (player) setPlayer({ ...player, gold });
}
