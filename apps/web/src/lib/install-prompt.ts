// The browser's offer to install the app as a PWA. Chrome fires `beforeinstallprompt` once, early,
// often before the download page's module has loaded, so main.tsx imports this at start-up to keep
// the event; the page then offers an Install button only while the browser still allows one.

/** The part of Chrome's BeforeInstallPromptEvent the page uses (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the Install button instead of the browser's own mini-infobar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingInstallPrompt(): InstallPromptEvent | null {
  return deferred;
}

/** Running as the installed app (or just installed from this page). */
export function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installed || iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** Shows the browser's install dialog; the prompt can be used once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome === 'accepted';
}
