// /todaypay: the bonus on the day's first credited deposit, claimable that business day.
import { TierState, type DailyFirstPayStatus } from '@khel/contracts/endpoints/deposit-offers';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dailyFirstPayQuery, useClaimDailyFirstPay } from '../api/deposit-offers-api.ts';
import { DepositButton, OfferFrame, OfferHero, OfferOff, OfferRules, Stat, StateBadge, lastMinute } from './offer-parts.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { formatPercent } from '../../../lib/bidi.ts';
import { Icon } from '../../../components/ui/icon.tsx';

export function TodayPayView({ status }: { status: DailyFirstPayStatus }) {
  const { t } = useTranslation('ui');
  const claim = useClaimDailyFirstPay();
  const terms = { percent: formatPercent(status.percent), cap: formatBalance(status.cap), min: formatBalance(status.minDeposit) };
  return (
    <div className="do-page">
      <OfferHero icon={<Icon name="CalendarOutline" />} title={t('depositOffers.daily.heroTitle')} text={t('depositOffers.daily.heroText', terms)} />
      {!status.enabled && <OfferOff />}
      <section className="do-card">
        <div className="do-stats">
          <Stat label={t('depositOffers.daily.today')} value={formatBalance(status.firstDeposit)} testId="today-first-deposit" />
          <Stat label={t('depositOffers.daily.bonus')} value={formatBalance(status.bonus)} testId="today-bonus" />
        </div>
        {status.firstDeposit === 0 && <p className="do-note">{t('depositOffers.daily.none', terms)}</p>}
        {status.firstDeposit > 0 && status.state === TierState.notReached && <p className="do-note">{t('depositOffers.daily.tooSmall', terms)}</p>}
        {status.state === TierState.claimable && (
          <>
            <p className="do-note">{t('depositOffers.daily.claimBefore', { time: t('depositOffers.pakistanTime', { time: lastMinute(status.endsAt) }) })}</p>
            <Button block color="primary" shape="rounded" size="large" loading={claim.isPending} onClick={() => claim.mutate()}>
              {t('depositOffers.claim')} {formatBalance(status.bonus)}
            </Button>
          </>
        )}
        {status.state === TierState.claimed && (
          <div className="do-row">
            <StateBadge state="claimed" />
          </div>
        )}
      </section>
      <DepositButton fill={status.state === TierState.claimable ? 'outline' : 'solid'} />
      <OfferRules wagerMulti={status.wagerMulti} lines={[t('depositOffers.daily.rule1', terms), t('depositOffers.daily.rule2')]} />
    </div>
  );
}

export function TodayPayPanel() {
  const query = useQuery(dailyFirstPayQuery());
  return <OfferFrame query={query}>{(status) => <TodayPayView status={status} />}</OfferFrame>;
}
