import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { RouteMeta } from './route-meta.ts';
import { matchRoute } from './routes.tsx';

const DEFAULT_META: RouteMeta = { title: '', showNavBar: true, auth: false };

/** The meta of the route the current location shows. */
export function useRouteMeta(): RouteMeta {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname)?.meta ?? DEFAULT_META, [pathname]);
}
