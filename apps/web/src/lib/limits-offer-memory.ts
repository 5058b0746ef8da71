// The limits offer shows once per player on this device (localStorage 'limitsOffered': their ids),
// whether they set limits or skipped. The Limits screen stays open to them any time.
import { STORAGE_KEYS, readJson, writeJson } from './storage.ts';

const offered = (): number[] => {
  const ids = readJson<unknown>(STORAGE_KEYS.limitsOffered);
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

export function wasOffered(playerId: number): boolean {
  return offered().includes(playerId);
}

export function markOffered(playerId: number): void {
  if (!wasOffered(playerId)) writeJson(STORAGE_KEYS.limitsOffered, [...offered(), playerId]);
}
