// Thin wrappers so every toast looks the same and errors are never shown twice. antd-mobile's Toast
// (with its mask and animation library) is loaded with the first toast, not with the first screen.
import type { ToastShowProps } from 'antd-mobile';
import { i18n } from './i18n.ts';
import { isApiError } from './api-error.ts';

function show(props: ToastShowProps): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show(props));
}

export function toastText(content: string): void {
  show({ content, position: 'center', duration: 2000 });
}

export function toastSuccess(content: string): void {
  show({ content, icon: 'success', duration: 1500 });
}

export function toastError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.shown) toastText(error.message || i18n.t('messages:anErrorOccurred'));
    return;
  }
  toastText(i18n.t('messages:anErrorOccurred'));
}
