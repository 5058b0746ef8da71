// Thin wrappers so every toast looks the same and errors are never shown twice. antd-mobile's Toast
// (with its mask and animation library) and the renderer its imperative API needs on React 19
// (lib/antd-render.ts) are loaded with the first toast, not with the first screen.
import type { ToastShowProps } from 'antd-mobile';
import { messageText } from './i18n.ts';
import { isApiError } from './api-error.ts';

function show(props: ToastShowProps): void {
  void Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render.ts')]).then(([{ default: Toast }, { setUpAntdMobile }]) => {
    setUpAntdMobile();
    Toast.show(props);
  });
}

export function toastText(content: string): void {
  show({ content, position: 'center', duration: 2000 });
}

export function toastSuccess(content: string): void {
  show({ content, icon: 'success', duration: 1500 });
}

export function toastError(error: unknown): void {
  if (isApiError(error)) {
    if (error.shown) return;
    if (error.message) {
      toastText(error.message);
      return;
    }
  }
  void messageText('anErrorOccurred').then(toastText);
}
