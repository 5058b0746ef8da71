// /TreasureChest (goldVault): chests that open at the week's cumulative deposits, once a week.
import { TierState, type TreasureChestStatus } from '@khel/contracts/endpoints/deposit-offers';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { treasureChestQuery, useOpenChest } from '../api/deposit-offers-api.ts';
import { DepositButton, OfferFrame, OfferHero, OfferOff, Progress, OfferRules, Stat, StateBadge, day } from './offer-parts.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { Icon } from '../../../components/ui/icon.tsx';

export function TreasureChestView({ status }: { status: TreasureChestStatus }) {
  const { t } = useTranslation('ui');
  const open = useOpenChest();
  const top = status.chests.reduce((max, chest) => Math.max(max, chest.threshold), 0);
  return (
    <div className="do-page">
      <OfferHero icon={<Icon name="CollectMoneyOutline" />} title={t('depositOffers.chest.heroTitle')} text={t('depositOffers.chest.heroText', { count: status.chests.length })} />
      {!status.enabled && <OfferOff />}
      <section className="do-card">
        <p className="do-muted">{t('depositOffers.chest.week', { from: day(status.weekStart), to: day(status.weekEnd) })}</p>
        <Stat label={t('depositOffers.chest.deposited')} value={formatBalance(status.deposited)} testId="week-deposited" />
        <Progress value={status.deposited} max={top} label={t('depositOffers.chest.deposited')} />
      </section>
      <ul className="do-chests">
        {status.chests.map((chest) => {
          const label = t('depositOffers.chest.chest', { id: chest.id });
          return (
            <li key={chest.id} className={`do-chest do-chest--${chest.state === TierState.claimable ? 'ready' : chest.state === TierState.claimed ? 'done' : 'locked'}`} aria-label={label} data-testid={`chest-${chest.id}`}>
              <span className="do-chest__icon" aria-hidden="true">
                {chest.state === TierState.claimed ? <Icon name="CheckCircleOutline" /> : <Icon name="GiftOutline" />}
              </span>
              <strong>{formatBalance(chest.reward)}</strong>
              <span className="do-muted">{t('depositOffers.chest.unlockAt', { amount: formatBalance(chest.threshold) })}</span>
              {chest.state === TierState.claimable ? (
                <Button size="mini" color="primary" shape="rounded" loading={open.isPending && open.variables === chest.id} onClick={() => open.mutate(chest.id)}>
                  {t('depositOffers.chest.open')}
                </Button>
              ) : (
                <StateBadge state={chest.state === TierState.claimed ? 'claimed' : 'locked'} />
              )}
            </li>
          );
        })}
      </ul>
      <DepositButton />
      <OfferRules wagerMulti={status.wagerMulti} lines={[t('depositOffers.chest.rule1'), t('depositOffers.chest.rule2')]} />
    </div>
  );
}

export function TreasureChestPanel() {
  const query = useQuery(treasureChestQuery());
  return <OfferFrame query={query}>{(status) => <TreasureChestView status={status} />}</OfferFrame>;
}
