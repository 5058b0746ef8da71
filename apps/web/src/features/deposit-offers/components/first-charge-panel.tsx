// /FirstCharge (docs/requirements/promotions.md#3-deposit-offers): the five first-deposit tiers with their states (0 not reached,
// 1 claimable, 2 claimed, 3 expired), the valid-bet progress each needs, and the claim buttons.
import { TierState, type FirstPayStatus, type FirstPayTier } from '@khel/contracts/endpoints/deposit-offers';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstPayQuery, useClaimFirstPayTier } from '../api/deposit-offers-api.ts';
import { DepositButton, OfferFrame, OfferHero, OfferOff, Progress, OfferRules, Stat, StateBadge, lastMinute, type BadgeState } from './offer-parts.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { formatMultiple, formatPercent, ltr } from '../../../lib/bidi.ts';
import { Icon } from '../../../components/ui/icon.tsx';

const BADGE: Record<number, BadgeState> = {
  [TierState.notReached]: 'notReached',
  [TierState.claimable]: 'claimable',
  [TierState.claimed]: 'claimed',
  [TierState.expired]: 'expired',
};

function TierRow({ tier, status, claim, claiming }: { tier: FirstPayTier; status: FirstPayStatus; claim: (id: number) => void; claiming: boolean }) {
  const { t } = useTranslation('ui');
  const title = t('depositOffers.first.tier', { id: tier.id });
  return (
    <li className={`do-tier do-tier--${BADGE[tier.state] ?? 'notReached'}`} data-testid={`tier-${tier.id}`} aria-label={title}>
      <div className="do-tier__head">
        <span className="do-tier__percent">{formatPercent(tier.percent)}</span>
        <div className="do-tier__main">
          <strong>{title}</strong>
          <span className="do-muted">
            {t('depositOffers.first.percentOf', { percent: formatPercent(tier.percent) })}
            {tier.cap > 0 ? ` · ${t('depositOffers.first.cap', { amount: formatBalance(tier.cap) })}` : ''}
          </span>
        </div>
        <strong className="do-tier__reward" data-testid={`tier-${tier.id}-reward`}>
          {formatBalance(tier.rewardValue)}
        </strong>
      </div>
      <div className="do-tier__foot">
        <div className="do-tier__need">
          <span className="do-muted">
            {tier.betMultiple === 0
              ? t('depositOffers.first.noBetsNeeded')
              : t('depositOffers.first.betsNeeded', { multiple: formatMultiple(tier.betMultiple), amount: status.firstPayValue > 0 ? formatBalance(tier.betRequired) : formatMultiple(tier.betMultiple) })}
          </span>
          {tier.betMultiple > 0 && status.firstPayValue > 0 && tier.state === TierState.notReached && (
            <Progress value={status.validBet} max={tier.betRequired} label={title} />
          )}
        </div>
        {tier.state === TierState.claimable ? (
          <Button size="small" color="primary" shape="rounded" loading={claiming} onClick={() => claim(tier.id)}>
            {t('depositOffers.claim')}
          </Button>
        ) : (
          <StateBadge state={BADGE[tier.state] ?? 'notReached'} />
        )}
      </div>
    </li>
  );
}

export function FirstChargeView({ status }: { status: FirstPayStatus }) {
  const { t } = useTranslation('ui');
  const claim = useClaimFirstPayTier();
  const max = Math.max(...status.payInfo.map((tier) => tier.percent));
  return (
    <div className="do-page">
      <OfferHero icon={<Icon name="GiftOutline" />} title={t('depositOffers.first.heroTitle')} text={t('depositOffers.first.heroText', { max: formatPercent(max) })} />
      {!status.enabled && <OfferOff />}
      <section className="do-card do-stats">
        <Stat label={t('depositOffers.first.firstDeposit')} value={formatBalance(status.firstPayValue)} testId="first-deposit" />
        <Stat label={t('depositOffers.first.totalDeposits')} value={formatBalance(status.payValue)} testId="pay-value" />
        <Stat label={t('depositOffers.first.validBets')} value={formatBalance(status.validBet)} testId="valid-bet" />
        {status.expiresAt && (
          <Stat label={t('depositOffers.first.claimBy')} value={t('depositOffers.pakistanTime', { time: lastMinute(status.expiresAt) })} />
        )}
      </section>
      {status.firstPayValue === 0 && (
        <div className="do-card do-cta">
          <p>{t('depositOffers.first.noDeposit')}</p>
          <DepositButton />
        </div>
      )}
      <ol className="do-tiers">
        {status.payInfo.map((tier) => (
          <TierRow key={tier.id} tier={tier} status={status} claim={(id) => claim.mutate(id)} claiming={claim.isPending && claim.variables === tier.id} />
        ))}
      </ol>
      {status.firstPayValue > 0 && <DepositButton fill="outline" />}
      <OfferRules
        wagerMulti={Math.max(...status.payInfo.map((tier) => tier.wagerMulti))}
        lines={[
          t('depositOffers.first.rule1', { percents: ltr(status.payInfo.map((tier) => `${tier.percent}%`).join(', ')) }),
          t('depositOffers.first.rule2', {
            multiples: ltr(
              status.payInfo
                .filter((tier) => tier.betMultiple > 0)
                .map((tier) => tier.betMultiple)
                .join(', '),
            ),
          }),
          t('depositOffers.first.rule3', { days: status.windowDays }),
          t('depositOffers.first.rule4'),
        ]}
      />
    </div>
  );
}

export function FirstChargePanel() {
  const query = useQuery(firstPayQuery());
  return <OfferFrame query={query}>{(status) => <FirstChargeView status={status} />}</OfferFrame>;
}
