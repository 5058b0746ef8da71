// Light or dark console, remembered per browser.
import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';
const KEY = 'khel-admin-theme';
const listeners = new Set<() => void>();

function read(): ThemeMode {
  const stored = localStorage.getItem(KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

let mode: ThemeMode = read();

export function setThemeMode(next: ThemeMode): void {
  mode = next;
  localStorage.setItem(KEY, next);
  for (const listener of listeners) listener();
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
  );
}
