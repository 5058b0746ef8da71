// Once-a-day popups on this device: the sign-in popup (docs/requirements/promotions.md#2-daily-sign-in: closing it records the date so the
// home does not open it again today; the home's popup sequence reads the same key) and the
// bind-phone prompt that follows it (hidden for the rest of the day once dismissed).
import { STORAGE_KEYS, readString, writeString } from '../../../lib/storage.ts';

/** localStorage key holding the local date (YYYY-MM-DD) the sign-in popup was last closed. */
export const SIGN_IN_POPUP_DATE_KEY = 'signInPopupDate';

/** The device's local calendar date, YYYY-MM-DD. */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function markSignInPopupClosed(at: Date = new Date()): void {
  try {
    localStorage.setItem(SIGN_IN_POPUP_DATE_KEY, localDate(at));
  } catch {
    // Storage full or disabled: the popup may show again today, nothing worse.
  }
}

export function signInPopupClosedToday(at: Date = new Date()): boolean {
  try {
    return localStorage.getItem(SIGN_IN_POPUP_DATE_KEY) === localDate(at);
  } catch {
    return false;
  }
}

/** The bind-phone prompt flag (cleared on logout) holds the date it was dismissed. */
export function bindPhonePromptDismissedToday(at: Date = new Date()): boolean {
  return readString(STORAGE_KEYS.bindPhonePrompt) === localDate(at);
}

export function dismissBindPhonePrompt(at: Date = new Date()): void {
  writeString(STORAGE_KEYS.bindPhonePrompt, localDate(at));
}
