// The console: antd (light/dark), TanStack Query, the router under /admin, and the login gate.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enGB from 'antd/locale/en_GB';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { useThemeMode } from '../lib/theme.ts';
import { ConsoleLayout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { ROUTES } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const routes: RouteObject[] = [
  {
    path: '/',
    Component: ConsoleLayout,
    ErrorBoundary: RouteError,
    children: ROUTES.map((route): RouteObject => {
      const lazy = async () => ({ Component: (await route.page()).default });
      return route.path === '/' ? { index: true, handle: route, lazy } : { path: route.path.slice(1), handle: route, lazy };
    }),
  },
];

const router = createBrowserRouter(routes, { basename: '/admin' });

export function App() {
  const mode = useThemeMode();
  return (
    <ConfigProvider
      locale={enGB}
      theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
