import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { ROUTES } from './routes.tsx';
import { RouteFallback } from './route-fallback.tsx';

export function buildRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: RouteFallback,
      ErrorBoundary: RouteError,
      children: ROUTES.map((route): RouteObject => {
        const lazy = async () => ({ Component: (await route.page()).default });
        return route.path === '/'
          ? { index: true, handle: route.meta, lazy }
          : { path: route.path, handle: route.meta, lazy };
      }),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
