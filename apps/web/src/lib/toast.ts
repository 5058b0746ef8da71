// Thin wrappers so every toast looks the same and errors are never shown twice.
import { Toast } from 'antd-mobile';
import { i18n } from './i18n.ts';
import { isApiError } from './api-error.ts';

export function toastText(content: string): void {
  Toast.show({ content, position: 'center', duration: 2000 });
}

export function toastSuccess(content: string): void {
  Toast.show({ content, icon: 'success', duration: 1500 });
}

export function toastError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.shown) toastText(error.message || i18n.t('messages:anErrorOccurred'));
    return;
  }
  toastText(i18n.t('messages:anErrorOccurred'));
}
