// The language buttons (en / 中文 / اردو): the settings page's for players, the auth popup's for
// visitors, who had no way to leave English before signing in. Both store the choice the same way
// (stores/preferences-store.ts), so it survives the sign-in and the next visit.
import { LANGUAGES, type Language } from '@khel/contracts/messages/languages';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import './language-switch.css';

/** Each language names itself, so a player who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ur: 'اردو' };

interface LanguageSwitchProps {
  /** The group's name, or the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  /** The page's own class names for the group and each button (`<option>--active` marks the chosen one). */
  classes?: { group: string; option: string };
}

const OWN_CLASSES = { group: 'language-switch', option: 'language-switch__option' };

export function LanguageSwitch({ label, labelledBy, classes = OWN_CLASSES }: LanguageSwitchProps) {
  const locale = usePreferencesStore((state) => state.locale);
  const setLocale = usePreferencesStore((state) => state.setLocale);
  return (
    <div className={classes.group} role="radiogroup" aria-label={label} aria-labelledby={labelledBy}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          role="radio"
          aria-checked={locale === language}
          lang={language}
          className={locale === language ? `${classes.option} ${classes.option}--active` : classes.option}
          onClick={() => setLocale(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
