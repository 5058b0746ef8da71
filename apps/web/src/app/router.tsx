// Declarative routing (BrowserRouter + useRoutes): the data router's loaders, actions and fetchers
// went unused and cost ≈ 15 KB gzip more on the first load. Route changes render as transitions (the
// router's default), so the previous page stays on screen while the next one's module loads.
import { BrowserRouter } from 'react-router';
import { AppLayout } from './layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The app inside a router: the layout (with the page the location shows), or the error page. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <AppLayout />
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
