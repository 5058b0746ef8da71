// i18next with two namespaces: `ui` (this app's own strings, src/locales) and `messages` (the
// contracts' language table: validation, server and HTTP messages, the same words the server uses).
import { DEFAULT_LANGUAGE, MESSAGES, RTL_LANGUAGES, isLanguage, type Language } from '@khel/contracts/messages/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { ur } from '../locales/ur.ts';
import { zh } from '../locales/zh.ts';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

const resources = {
  en: { ui: en, messages: MESSAGES.en },
  zh: { ui: zh, messages: MESSAGES.zh },
  ur: { ui: ur, messages: MESSAGES.ur },
};

export async function initI18n(language: Language): Promise<void> {
  // <html lang dir> first: components re-rendering for the new language format amounts and dates
  // by it (lib/bidi.ts, lib/karachi-date.ts).
  applyDocumentLanguage(language);
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
  } else {
    await i18n.init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['ui', 'messages'],
      defaultNS: 'ui',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

/** <html lang dir>: Urdu flips the whole layout (the CSS uses logical properties). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function changeLanguage(language: Language): Promise<void> {
  applyDocumentLanguage(language); // before the change, as in initI18n
  await i18n.changeLanguage(language);
}
