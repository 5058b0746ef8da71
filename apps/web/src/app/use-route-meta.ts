import { useMatches } from 'react-router';
import { isRouteMeta, type RouteMeta } from './route-meta.ts';

const DEFAULT_META: RouteMeta = { title: '', showNavBar: true, auth: false };

/** The meta of the deepest matched route. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return DEFAULT_META;
}
