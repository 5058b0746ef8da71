// The route progress bar (spec §2, §9): minimum 0.3, speed 500 ms, trickle 200 ms, no spinner. It
// runs while a lazy page loads and briefly on every completed route change.
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

// nprogress's own template gives the bar role="bar", which is no ARIA role: the same markup without it
// (the bar is decoration; the page announces itself when it arrives).
NProgress.configure({
  minimum: 0.3,
  speed: 500,
  trickleSpeed: 200,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export function useRouteProgress(): void {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => {
    if (navigation.state !== 'idle') NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 200);
    return () => clearTimeout(timer);
  }, [pathname]);
}
