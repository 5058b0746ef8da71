// /promo/rewards: the daily sign-in (opens its popup) and the one-time bind rewards — bind phone
// (1021) and bind bank card (1047) — each with Claim once bound, or the way to bind.
import { BindRewardState, type BindRewardItem } from '@khel/contracts/endpoints/promotions';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useOpenWallet } from '../../../hooks/use-open-wallet.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { bindRewardsQueryOptions, useClaimBindReward } from '../api/promotions-api.ts';
import './promotions.css';
import { formatMultiple } from '../../../lib/bidi.ts';

function BindRewardCard({ item }: { item: BindRewardItem }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const openWallet = useOpenWallet();
  const open = usePopupStore((state) => state.open);
  const claim = useClaimBindReward();
  const phone = item.kind === 'phone';
  const title = phone ? t('promotions.rewards.phone') : t('promotions.rewards.bankCard');

  const onClaim = () =>
    claim.mutate(item.kind, { onSuccess: (reply) => open({ name: 'amount-received', amount: reply.received }) });

  let action;
  switch (item.state) {
    case BindRewardState.claimable:
      action = (
        <Button size="small" color="primary" loading={claim.isPending} onClick={onClaim}>
          {t('promotions.rewards.claim')}
        </Button>
      );
      break;
    case BindRewardState.notBound:
      action = (
        <Button size="small" color="primary" fill="outline" onClick={() => (phone ? void navigate(paths.bindPhone()) : openWallet('withdraw'))}>
          {phone ? t('promotions.rewards.bindPhone') : t('promotions.rewards.bindAccount')}
        </Button>
      );
      break;
    case BindRewardState.claimed:
      action = <span className="promo-card__state promo-card__state--done">{t('promotions.rewards.claimed')}</span>;
      break;
    default:
      action = <span className="promo-card__state">{t('promotions.rewards.off')}</span>;
  }

  return (
    <li className="promo-card" aria-label={title} data-testid={`bind-reward-${item.kind}`}>
      <div className="promo-card__main">
        <div className="promo-card__icon" aria-hidden="true">
          {phone ? '☎' : '₨'}
        </div>
        <div className="promo-card__body">
          <strong>{title}</strong>
          <span>{phone ? t('promotions.rewards.phoneText') : t('promotions.rewards.bankCardText')}</span>
        </div>
      </div>
      <div className="promo-card__foot">
        <span className="promo-card__amount">{item.state !== BindRewardState.off ? formatBalance(item.num) : ''}</span>
        {action}
      </div>
    </li>
  );
}

export function PromoRewards() {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  const { data, isLoading, refetch } = useQuery(bindRewardsQueryOptions());
  // Binding an account happens in the wallet popup: read the states again when it closes.
  const walletOpen = usePopup('wallet') !== undefined;
  const wasOpen = useRef(walletOpen);
  useEffect(() => {
    if (wasOpen.current && !walletOpen) void refetch();
    wasOpen.current = walletOpen;
  }, [walletOpen, refetch]);
  const multi = Math.max(0, ...(data?.items.map((item) => item.wagerMulti) ?? [1]));
  return (
    <div className="promo-rewards">
      <p className="promo-rewards__lead">{t('promotions.rewards.lead')}</p>
      <ul className="promo-cards">
        <li className="promo-card promo-card--sign-in" aria-label={t('promotions.signIn.title')}>
          <div className="promo-card__main">
            <div className="promo-card__icon" aria-hidden="true">
              ✓
            </div>
            <div className="promo-card__body">
              <strong>{t('promotions.signIn.title')}</strong>
              <span>{t('promotions.rewards.signInText')}</span>
            </div>
          </div>
          <div className="promo-card__foot">
            <span />
            <Button size="small" color="primary" data-testid="open-sign-in" onClick={() => open({ name: 'sign-in' })}>
              {t('promotions.rewards.open')}
            </Button>
          </div>
        </li>
        {isLoading ? (
          <li className="promo-card promo-card--loading">
            <DotLoading color="primary" />
          </li>
        ) : (
          data?.items.map((item) => <BindRewardCard key={item.kind} item={item} />)
        )}
      </ul>
      <p className="promo-rules">{t('promotions.rewards.rules', { multi: formatMultiple(multi) })}</p>
    </div>
  );
}
