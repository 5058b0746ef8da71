// Start-up order matters: antd-mobile's renderer, language and theme are set before the first
// render so nothing flashes in the wrong language, direction or colours.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpAntdMobile } from './lib/antd-render.ts';
import { captureAttribution } from './lib/attribution.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { applyThemeMode } from './lib/theme.ts';
import { storedLocale, storedThemeMode } from './stores/preferences-store.ts';
// antd-mobile's theme variables (its barrel is treated as side-effect free: vite/antd-mobile-tree-shaking.ts).
import 'antd-mobile/es/global';
import 'nprogress/nprogress.css';
import './styles/theme.css';
import './styles/base.css';

setUpAntdMobile();
captureAttribution(window.location.search);
applyThemeMode(storedThemeMode());
await initI18n(storedLocale());

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // After the page has loaded: the worker's registration and precache never compete with it.
  const register = () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The app's own modules (routes, stores, contracts and their schemas) are evaluated in a task of
// their own, after a yield: evaluated together with the libraries they were the start-up's one
// long task, which held the main thread for ≈ 70 ms (≈ 270 ms on a 4x slower phone).
await new Promise((resolve) => setTimeout(resolve, 0));
const { App } = await import('./app/app.tsx');

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
