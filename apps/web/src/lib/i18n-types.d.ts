// Typed translation keys: a missing or misspelt key is a compile error.
import type { MessageTable } from '@khel/contracts/messages/en';
import type { UiTable } from '../locales/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: UiTable; messages: MessageTable };
  }
}
