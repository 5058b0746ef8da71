// Renders a component with the app's providers (query client, i18n, antd locale) and a router.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';

export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  const queryClient = createQueryClient();
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
