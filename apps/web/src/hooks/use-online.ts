// Whether the app can reach the network: navigator.onLine, kept current by the 'online'/'offline'
// events, and false while this page is the shell the service worker served because the network
// failed (it marks <html data-offline-shell>; navigator.onLine can say true on a network that
// reaches nothing). Such a page checks every few seconds whether the server answers again.
import { useSyncExternalStore } from 'react';

const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell';
const RECHECK_MS = 5_000;

const servedOffline = () => document.documentElement.hasAttribute(OFFLINE_SHELL_ATTRIBUTE);

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  const backOnline = () => {
    document.documentElement.removeAttribute(OFFLINE_SHELL_ATTRIBUTE);
    onChange();
  };
  window.addEventListener('online', backOnline);
  window.addEventListener('offline', onChange);
  const recheck = window.setInterval(() => {
    if (servedOffline() && navigator.onLine) void serverAnswers().then((up) => up && backOnline());
  }, RECHECK_MS);
  return () => {
    window.removeEventListener('online', backOnline);
    window.removeEventListener('offline', onChange);
    window.clearInterval(recheck);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !servedOffline(),
    () => true,
  );
}
