// i18next with two namespaces: `ui` (this app's own strings, src/locales) and `messages` (the
// contracts' language table: validation, server and HTTP messages, the same words the server uses).
// English `ui` is in the first bundle (the default, and every language's fallback) with the strings
// the first screen shows; the other features' English strings are a chunk loaded with the first page
// or popup beyond it (afterFeatureStrings). The English `messages` table is a chunk too, which the
// first screen does not need: it comes with that same first page or popup, when a component asks
// for a message that is not there yet (missing-key handler below), and before code that shows one
// by itself (a toast, an error's text: messageText). Chinese and Urdu are chunks of their own, each
// with its `ui` and `messages`, fetched the first time one is chosen or found stored.
import type { MessageKey, MessageTable } from '@khel/contracts/messages/en';
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

let featureStrings: Promise<void> | null = null;

/** The features' English strings (locales/en-features.ts), added to `ui` once. */
export function loadFeatureStrings(): Promise<void> {
  featureStrings ??= import('../locales/en-features.ts').then(
    ({ enFeatures }) => void i18n.addResourceBundle('en', 'ui', enFeatures, true, false),
    (error: unknown) => {
      featureStrings = null; // offline: the next page or popup asks again
      throw error;
    },
  );
  return featureStrings;
}

let englishMessages: Promise<void> | null = null;

/**
 * The contracts' English messages (@khel/contracts/messages/en), added as `messages` once: the
 * fallback of every language, and English's own.
 */
export function loadMessages(): Promise<void> {
  englishMessages ??= import('@khel/contracts/messages/en').then(
    ({ en: messages }) => void i18n.addResourceBundle('en', 'messages', messages, true, false),
    (error: unknown) => {
      englishMessages = null; // offline: the next one asks again
      throw error;
    },
  );
  return englishMessages;
}

/**
 * A message in the language on screen, for code that shows it by itself (a toast, an error's text)
 * rather than through a component that re-renders: its table is loaded first when it is not there.
 * Offline before English's table was ever fetched, the player is told they are offline.
 */
export async function messageText(key: MessageKey, values?: Record<string, string>): Promise<string> {
  if (!i18n.exists(`messages:${key}`)) await loadMessages().catch(() => {});
  if (!i18n.exists(`messages:${key}`)) return i18n.t('offline.title');
  // Any message with any values: the per-key typing of i18n.t cannot follow a key chosen at run time.
  const translate = i18n.t.bind(i18n) as (id: string, options: Record<string, string>) => string;
  return translate(`messages:${key}`, values ?? {});
}

/**
 * A page's or popup's module loader that also has the features' strings and the messages there when
 * it resolves, so nothing beyond the first screen renders before its words. (A string used without
 * this still appears: a missing key loads them and the components re-render — lines below.)
 */
export function afterFeatureStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadFeatureStrings(), loadMessages()]))[0];
}

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
    resources: { en: { ui: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['ui', 'messages'],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key that is not there yet (a feature's string or a message before its chunk): load the
    // chunk; `added` re-renders whoever asked.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace) => {
      if (namespace === 'ui') loadFeatureStrings().catch(() => {});
      if (namespace === 'messages') loadMessages().catch(() => {});
    },
    // Meanwhile a missing `ui` string shows its key, as i18next does; a missing message shows
    // nothing for the moment its table takes to arrive, rather than a key like `noData`.
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: (key, defaultValue) => {
      if (defaultValue !== undefined) return defaultValue;
      const separator = key.indexOf(':');
      return key.slice(0, separator) === 'messages' ? '' : key.slice(separator + 1);
    },
    react: { bindI18nStore: 'added' },
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
