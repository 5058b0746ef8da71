import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { preloadRoutePage } from './route-pages.tsx';
import { AppRouter } from './router.tsx';

// The first screen's page module loads while this module evaluates, and the first render waits for
// it (the lobby skeleton covers the wait), so that render shows the page rather than a placeholder.
// A failed load is left to the render, which shows the error page.
await preloadRoutePage(window.location.pathname).catch(() => undefined);

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
