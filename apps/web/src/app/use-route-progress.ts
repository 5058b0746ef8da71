// The route progress bar (spec §2, §9): minimum 0.3, speed 500 ms, trickle 200 ms, no spinner. It
// runs while a lazy page loads and briefly on every completed route change.
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

NProgress.configure({ minimum: 0.3, speed: 500, trickleSpeed: 200, showSpinner: false });

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
