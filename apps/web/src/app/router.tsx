// Declarative routing (BrowserRouter + useRoutes): the app used none of the data router's loaders,
// actions or fetchers, which put 28 KB gzip of react-router on the first load (13 KB now). Route
// changes render as transitions (the router's default): the previous page stays on screen while the
// next one's module loads.
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
