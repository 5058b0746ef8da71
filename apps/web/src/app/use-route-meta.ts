import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { RouteMeta } from './route-meta.ts';
import { matchRoute } from './routes.tsx';

const DEFAULT_META: RouteMeta = { title: '', showNavBar: true, auth: false };

/** The meta of the route the current location shows; `auth` is false where its query is open to visitors. */
export function useRouteMeta(): RouteMeta {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const meta = matchRoute(pathname)?.meta ?? DEFAULT_META;
    return meta.auth && meta.openToVisitors?.(new URLSearchParams(search)) ? { ...meta, auth: false } : meta;
  }, [pathname, search]);
}
