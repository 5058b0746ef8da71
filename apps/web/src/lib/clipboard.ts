import { messageText } from './i18n.ts';
import { toastSuccess, toastText } from './toast.ts';

/** Copies text and says whether it worked ('Copy Successful!' / 'Copy failed'). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else if (!legacyCopy(text)) {
      throw new Error('copy unsupported');
    }
    toastSuccess(await messageText('copySuccessful'));
    return true;
  } catch {
    toastText(await messageText('copyFailed'));
    return false;
  }
}

// Older WebViews (the wrapper app) lack the async clipboard API.
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}
