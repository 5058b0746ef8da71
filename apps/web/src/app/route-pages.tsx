// The page each route of the table (routes.tsx) shows. A page's module loads on its first visit and
// is kept. The first screen's module is asked for while the app module evaluates (preloadRoutePage),
// so `/` renders without a round trip that only a render would have started.
import { Suspense, createContext, createElement, use, type ComponentType, type ReactNode, type ReactPromise } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RouteFallback } from './route-fallback.tsx';
import { ROUTES, matchRoute, type PageModule } from './routes.tsx';
import { startPageLoadProgress } from './use-route-progress.ts';

// A loaded module says so on its promise (`status`, `value`: the fields React's `use` reads), so a page
// whose module is already there renders at once instead of suspending for a microtask.
const loads = new Map<PageModule, ReactPromise<ComponentType>>();

function loadPage(page: PageModule): ReactPromise<ComponentType> {
  let load = loads.get(page);
  if (!load) {
    const started = page().then(
      (module) => {
        Object.assign(started, { status: 'fulfilled', value: module.default });
        return module.default;
      },
      (error: unknown) => {
        loads.delete(page); // a later visit asks again (after a deploy, the error page reloads)
        throw error;
      },
    );
    load = started;
    loads.set(page, load);
  }
  return load;
}

/** Starts loading the module of the page `pathname` shows. */
export async function preloadRoutePage(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  if (route) await loadPage(route.page);
}

/** The page's component; suspends while its module loads, with the progress bar running. */
function usePageComponent(page: PageModule): ComponentType {
  if (!loads.has(page)) startPageLoadProgress();
  return use(loadPage(page));
}

// What shows instead of the page (the visitor gate), or null.
const GateContext = createContext<ReactNode>(null);

function RoutePage({ page }: { page: PageModule }) {
  const Page = usePageComponent(page);
  const gate = use(GateContext);
  // The module's own component, the same one on every render (the lint rule cannot tell it is).
  return gate ?? createElement(Page);
}

const PAGE_ROUTES: RouteObject[] = ROUTES.map((route) => ({ path: route.path, element: <RoutePage page={route.page} /> }));

/**
 * The page the location shows, or `gate` in its place. The gate, too, waits for the page's module
 * (as it did under the data router), so signing in on it shows the page at once.
 */
export function RoutePages({ gate }: { gate: ReactNode }) {
  const element = useRoutes(PAGE_ROUTES);
  return (
    <GateContext value={gate}>
      <Suspense fallback={<RouteFallback />}>{element}</Suspense>
    </GateContext>
  );
}
