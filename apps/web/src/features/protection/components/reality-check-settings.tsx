// The player's reality-check interval: one of the operator's choices (0 = off, when
// offered); the server refuses anything else.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { realityCheckQueryOptions, useSetRealityCheck } from '../api/protection-api.ts';

export function RealityCheckSettings() {
  const { t } = useTranslation('ui');
  const token = useSessionStore((state) => state.token);
  const { data } = useQuery(realityCheckQueryOptions(token));
  const save = useSetRealityCheck(token);
  if (!data) return null;
  return (
    <section className="protection-card" aria-labelledby="protection-reality">
      <h3 id="protection-reality">{t('protection.realityCheck.settingsTitle')}</h3>
      <p>{t('protection.realityCheck.settingsText')}</p>
      <div className="protection-card__periods" role="radiogroup" aria-labelledby="protection-reality">
        {data.choices.map((minutes) => (
          <button
            key={minutes}
            type="button"
            role="radio"
            aria-checked={data.intervalMinutes === minutes}
            disabled={save.isPending}
            className={data.intervalMinutes === minutes ? 'protection-period protection-period--active' : 'protection-period'}
            onClick={() => save.mutate(minutes, { onSuccess: () => toastSuccess(t('protection.realityCheck.saved')) })}
          >
            {minutes === 0 ? t('protection.realityCheck.off') : t('protection.realityCheck.every', { minutes })}
          </button>
        ))}
      </div>
    </section>
  );
}
