// The language buttons (en / 中文 / اردو): the settings page's for players, the auth popup's for
// visitors, who had no way to leave English before signing in. Both store the choice the same way
// (stores/preferences-store.ts), so it survives the sign-in and the next visit.
import { LANGUAGES, type Language } from '@khel/contracts/messages/languages';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import './language-switch.css';

/** Each language names itself, so a player who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ur: 'اردو' };

export function LanguageSwitch({ label }: { label: string }) {
  const locale = usePreferencesStore((state) => state.locale);
  const setLocale = usePreferencesStore((state) => state.setLocale);
  return (
    <div className="language-switch" role="radiogroup" aria-label={label}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          role="radio"
          aria-checked={locale === language}
          lang={language}
          className={locale === language ? 'language-switch__option language-switch__option--active' : 'language-switch__option'}
          onClick={() => setLocale(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
