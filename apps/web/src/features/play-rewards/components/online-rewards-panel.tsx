// /OnlineRewards: today's online time, the next tier's countdown, the tiers with their claim
// buttons and the rules. The time itself comes from the server (heartbeats, see the hook).
import { ProgressBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { onlineQueryOptions, useClaimOnlineTier } from '../api/play-rewards-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { ltr } from '../../../lib/bidi.ts';
import { clock } from '../lib/format.ts';
import { ClaimButton, Rules } from './claim-button.tsx';
import './play-rewards.css';

export function OnlineRewardsPanel() {
  const { t } = useTranslation('ui');
  const token = useSessionStore((state) => state.token);
  const { data, dataUpdatedAt } = useQuery(onlineQueryOptions(token));
  const claim = useClaimOnlineTier(token);
  const next = useCountdown(data?.nextTierSeconds, dataUpdatedAt);
  if (!data) return <div className="pr" aria-busy="true" />;
  if (!data.enabled) return <p className="pr pr-off">{t('playRewards.off')}</p>;

  const lastMinutes = data.tiers.at(-1)?.minutes ?? 1;
  return (
    <div className="pr">
      <section className="pr-hero pr-hero--online" data-testid="online-today">
        <span className="pr-hero__label">{t('playRewards.online.today')}</span>
        <strong className="pr-hero__value">{clock(data.seconds)}</strong>
        <span className="pr-hero__note">{next === null ? t('playRewards.online.allUnlocked') : t('playRewards.online.next', { time: ltr(clock(next)) })}</span>
        <ProgressBar percent={Math.min(100, (data.seconds / (lastMinutes * 60)) * 100)} className="pr-hero__bar" />
        <span className="pr-hero__pool">
          {t('playRewards.online.left')} <b>{formatBalance(data.pool)}</b>
        </span>
      </section>

      <ul className="pr-list" aria-label={t('playRewards.online.title')}>
        {data.tiers.map((tier) => {
          const missing = Math.max(0, tier.minutes * 60 - data.seconds);
          const label = t('playRewards.online.tier', { minutes: tier.minutes });
          return (
            <li key={tier.id} className={`pr-row pr-row--${tier.state}`} data-testid={`online-tier-${tier.id}`}>
              <span className="pr-envelope" aria-hidden="true" />
              <span className="pr-row__main">
                <span className="pr-row__title">{label}</span>
                {tier.state === 0 ? <span className="pr-row__sub">{t('playRewards.online.toGo', { time: ltr(clock(missing)) })}</span> : null}
              </span>
              <span className="pr-row__amount">{formatBalance(tier.amount)}</span>
              <ClaimButton state={tier.state} label={label} loading={claim.isPending && claim.variables === tier.id} onClaim={() => claim.mutate(tier.id)} />
            </li>
          );
        })}
      </ul>

      <Rules
        wagerMulti={data.wagerMulti}
        lines={[
          t('playRewards.online.rules1'),
          t('playRewards.online.rules2', { seconds: data.heartbeatSeconds, cap: data.heartbeatCapSeconds }),
          t('playRewards.online.rules3'),
        ]}
      />
    </div>
  );
}
