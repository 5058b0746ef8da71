// Theme and language: persisted under the published themeMode and locale keys.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@khel/contracts/messages/languages';
import { create } from 'zustand';
import { changeLanguage } from '../lib/i18n.ts';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage.ts';
import { applyThemeMode, isThemeMode, systemThemeMode, type ThemeMode } from '../lib/theme.ts';

interface PreferencesState {
  themeMode: ThemeMode;
  locale: Language;
  setThemeMode: (mode: ThemeMode) => void;
  setLocale: (locale: Language) => void;
}

export function storedThemeMode(): ThemeMode {
  const stored = readString(STORAGE_KEYS.themeMode);
  return isThemeMode(stored) ? stored : systemThemeMode();
}

export function storedLocale(): Language {
  const stored = readString(STORAGE_KEYS.locale);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const usePreferencesStore = create<PreferencesState>()((set) => ({
  themeMode: storedThemeMode(),
  locale: storedLocale(),
  setThemeMode: (themeMode) => {
    writeString(STORAGE_KEYS.themeMode, themeMode);
    applyThemeMode(themeMode);
    set({ themeMode });
  },
  setLocale: (locale) => {
    writeString(STORAGE_KEYS.locale, locale);
    void changeLanguage(locale);
    set({ locale });
  },
}));
