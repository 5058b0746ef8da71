import { useSyncExternalStore } from 'react';

// Whether the in-house games make sound, kept on the device under localStorage `gameSound`
// ('on' | 'off'). Default ON when nothing is stored: every effect answers the player's own tap
// (a browser plays nothing before a gesture anyway), and the toggle sits in the top bar of every
// in-house game. A change in another tab applies here too (storage event).
export const SOUND_STORAGE_KEY = 'gameSound';
export const SOUND_DEFAULT_ON = true;

const listeners = new Set<() => void>();
// Only used when storage refuses to write (some private modes), so the toggle still works this visit.
let unstored: boolean | null = null;

export function isSoundOn(): boolean {
  if (unstored !== null) return unstored;
  try {
    const stored = localStorage.getItem(SOUND_STORAGE_KEY);
    return stored === null ? SOUND_DEFAULT_ON : stored === 'on';
  } catch {
    return SOUND_DEFAULT_ON;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
    unstored = null;
  } catch {
    unstored = on;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SOUND_STORAGE_KEY && event.key !== null) return;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, isSoundOn, () => SOUND_DEFAULT_ON);
}
