// /loss: the rule in one line, today's loss so far (its rebate is claimable tomorrow), the days
// whose rebate can be claimed now, and the rules.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { lossRebateQueryOptions, useClaimLossRebate } from '../api/play-rewards-api.ts';
import { formatBusinessDay } from '../../../lib/karachi-date.ts';
import { ClaimButton, Rules } from './claim-button.tsx';
import './play-rewards.css';
import { formatPercent } from '../../../lib/bidi.ts';

export function LossRebatePanel() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(lossRebateQueryOptions());
  const claim = useClaimLossRebate();
  if (!data) return <div className="pr" aria-busy="true" />;
  if (!data.enabled) return <p className="pr pr-off">{t('playRewards.off')}</p>;

  const { rule, today } = data;
  const money = { min: formatBalance(rule.minLoss), cap: formatBalance(rule.cap), percent: formatPercent(rule.percent), days: rule.claimDays };
  return (
    <div className="pr">
      <section className="pr-hero pr-hero--loss">
        <strong className="pr-hero__headline">{t('playRewards.loss.headline', { percent: formatPercent(rule.percent) })}</strong>
        <span className="pr-hero__note">{t('playRewards.loss.terms', money)}</span>
      </section>

      <section className="pr-card" data-testid="loss-today" aria-labelledby="pr-loss-today">
        <h2 id="pr-loss-today">
          {t('playRewards.loss.today')} · {formatBusinessDay(today.day, 'dayMonth')}
        </h2>
        <p className="pr-card__line">{t('playRewards.loss.todayLoss', { loss: formatBalance(today.loss) })}</p>
        <p className="pr-card__line pr-card__line--accent">
          {today.amount > 0 ? t('playRewards.loss.todayRebate', { amount: formatBalance(today.amount) }) : t('playRewards.loss.todayNone', money)}
        </p>
      </section>

      <h2 className="pr-heading">{t('playRewards.loss.days')}</h2>
      <ul className="pr-list" aria-label={t('playRewards.loss.days')}>
        {data.days.map((day) => (
          <li key={day.day} className={`pr-row pr-row--${day.state}`} data-testid={`loss-day-${day.day}`}>
            <span className="pr-row__date">{formatBusinessDay(day.day, 'dayMonth')}</span>
            <span className="pr-row__main">
              <span className="pr-row__title">{t('playRewards.loss.lossOf', { loss: formatBalance(day.loss) })}</span>
              {day.state === 1 ? <span className="pr-row__sub">{t('playRewards.loss.claimBy', { day: formatBusinessDay(day.lastDay, 'dayMonth') })}</span> : null}
            </span>
            <span className="pr-row__amount">{day.amount > 0 ? formatBalance(day.amount) : ''}</span>
            <ClaimButton
              state={day.state}
              label={formatBusinessDay(day.day, 'dayMonth')}
              lockedLabel={t('playRewards.loss.none')}
              loading={claim.isPending && claim.variables === day.day}
              onClaim={() => claim.mutate(day.day)}
            />
          </li>
        ))}
      </ul>

      <Rules
        wagerMulti={rule.wagerMulti}
        lines={[t('playRewards.loss.rules1'), t('playRewards.loss.rules2', money), t('playRewards.loss.rules3', money)]}
      />
    </div>
  );
}
