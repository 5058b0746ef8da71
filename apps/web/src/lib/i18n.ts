// i18next with two namespaces: `ui` (this app's own strings, src/locales) and `messages` (the
// contracts' language table: validation, server and HTTP messages, the same words the server uses).
// English is in the first bundle (the default, and every language's fallback); Chinese and Urdu are
// chunks of their own, fetched the first time one is chosen or found stored.
import { en as enMessages, type MessageTable } from '@khel/contracts/messages/en';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, isLanguage, type Language } from '@khel/contracts/messages/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type UiTable } from '../locales/en.ts';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

interface LanguageTables {
  ui: UiTable;
  messages: MessageTable;
}

const LAZY_LANGUAGES: Record<Exclude<Language, 'en'>, () => Promise<LanguageTables>> = {
  zh: async () => {
    const [{ zh: ui }, { zh: messages }] = await Promise.all([import('../locales/zh.ts'), import('@khel/contracts/messages/zh')]);
    return { ui, messages };
  },
  ur: async () => {
    const [{ ur: ui }, { ur: messages }] = await Promise.all([import('../locales/ur.ts'), import('@khel/contracts/messages/ur')]);
    return { ui, messages };
  },
};

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'ui')) return;
  const { ui, messages } = await LAZY_LANGUAGES[language]();
  i18n.addResourceBundle(language, 'ui', ui);
  i18n.addResourceBundle(language, 'messages', messages);
}

/** The language asked for last: a slow download of an earlier choice must not override it. */
let wanted: Language = DEFAULT_LANGUAGE;

export async function initI18n(language: Language): Promise<void> {
  if (i18n.isInitialized) return changeLanguage(language);
  wanted = language;
  await i18n.init({
    resources: { en: { ui: en, messages: enMessages } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['ui', 'messages'],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
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
  wanted = language;
  try {
    await loadLanguage(language);
  } catch {
    // Offline before the chunk was ever fetched: the text stays in the language it is in.
    if (wanted === language) wanted = currentLanguage();
    return;
  }
  if (wanted !== language) return;
  // <html lang dir> before the change: components re-rendering for the new language format
  // amounts and dates by it (lib/bidi.ts, lib/karachi-date.ts).
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}
