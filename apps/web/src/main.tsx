// Start-up order matters: language and theme are set before the first render so nothing flashes in
// the wrong language, direction or colours. (antd-mobile's renderer for its imperative Toast and
// Dialog is registered by lib/toast.ts and lib/dialog.ts when the first one opens.)
// The start-up runs as tasks with a yield between them — the libraries; the language (i18next and
// the English tables); the data layer (session store, API client, configuration documents and
// their schemas); the app's own modules (routes, layout, pages' contracts) —
// because evaluated together they were one long task that held the main thread for ≈ 70 ms
// (≈ 270 ms on a 4x slower phone: Lighthouse's total blocking time). Their chunks are preloaded
// from index.html (vite/preload-startup-imports.ts), so the split costs no round trip.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureAttribution } from './lib/attribution.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
// antd-mobile's theme variables (its barrel is treated as side-effect free: vite/antd-mobile-tree-shaking.ts).
import 'antd-mobile/es/global';
import './styles/theme.css';
import './styles/base.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

captureAttribution(window.location.search);
captureInstallPrompt();

await nextTask();
const [{ initI18n }, { applyThemeMode }, { storedLocale, storedThemeMode }] = await Promise.all([
  import('./lib/i18n.ts'),
  import('./lib/theme.ts'),
  import('./stores/preferences-store.ts'),
]);
applyThemeMode(storedThemeMode());
await initI18n(storedLocale());

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // After the page has loaded: the worker's registration and precache never compete with it.
  const register = () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

await nextTask();
await Promise.all([import('./stores/session-store.ts'), import('./lib/config-documents.ts')]);

await nextTask();
const [{ App }, { createQueryClient }] = await Promise.all([import('./app/app.tsx'), import('./lib/query-client.ts')]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// As a transition: React renders the first screen in slices and yields to the browser between
// them, instead of one long task that blocks taps (the lobby skeleton covers the page meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
