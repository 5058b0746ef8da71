// App-wide providers: server state, translations, and antd-mobile's locale for the UI language.
import type { Language } from '@khel/contracts/messages/languages';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { usePreferencesStore } from '../stores/preferences-store.ts';

// antd-mobile has no Urdu locale; its English one is the closest its few built-in strings get.
const ANTD_LOCALES: Record<Language, typeof enUS> = { en: enUS, zh: zhCN, ur: enUS };

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = usePreferencesStore((state) => state.locale);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={ANTD_LOCALES[locale]}>{children}</ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
