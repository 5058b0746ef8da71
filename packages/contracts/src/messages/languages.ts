import { en, type MessageKey, type MessageTable } from './en.ts';
import { ur } from './ur.ts';
import { zh } from './zh.ts';

export const LANGUAGES = ['en', 'zh', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ur'];

export const MESSAGES: Record<Language, MessageTable> = { en, zh, ur };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the supported language from an Accept-Language style value ("ur-PK,ur;q=0.9,en"). */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const base = part.trim().split(';')[0]?.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export { isMessageKey } from './en.ts';

export function translate(language: Language, key: MessageKey, params: Record<string, string> = {}): string {
  const template = MESSAGES[language][key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
