// The route progress bar (docs/requirements/navigation.md#1-routes): minimum 0.3, speed 500 ms, trickle 200 ms, no spinner. It
// runs while a page's module loads and briefly on every completed route change. nprogress loads
// with the first run, so the first screen (which has no route change) does not wait for it.
import type NProgressLibrary from 'nprogress';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

type NProgress = typeof NProgressLibrary;

let loaded: Promise<NProgress> | null = null;

function progressBar(): Promise<NProgress> {
  loaded ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([{ default: bar }]) =>
    // nprogress's own template gives the bar role="bar", which is no ARIA role: the same markup
    // without it (the bar is decoration; the page announces itself when it arrives).
    bar.configure({
      minimum: 0.3,
      speed: 500,
      trickleSpeed: 200,
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    }),
  );
  return loaded;
}

// Calls keep their order: each waits for the same load.
const NProgress = {
  start: () => void progressBar().then((bar) => bar.start()),
  done: () => void progressBar().then((bar) => bar.done()),
};

/**
 * A page's module started loading for a navigation. The old page stays on screen meanwhile (route
 * changes render as transitions), so nothing mounts to show it: the bar does. The route change's
 * own run (below) finishes it once the new page is there.
 */
export function startPageLoadProgress(): void {
  NProgress.start();
}

/** The bar runs for as long as the calling component (a loading placeholder) is on screen. */
export function useProgressWhileMounted(): void {
  useEffect(() => {
    NProgress.start();
    return () => void NProgress.done();
  }, []);
}

/** Ends a run that no route change will finish (the error page replaces the app's layout). */
export function useEndProgress(): void {
  useEffect(() => void NProgress.done(), []);
}

/** A short run on every route change (not on the first screen: the app's skeleton was its progress). */
export function useRouteProgress(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 200);
    return () => clearTimeout(timer);
  }, [pathname]);
}
