// The 'first-deposit' and 'daily-first-deposit' popups (docs/requirements/promotions.md#3-deposit-offers): the home sequence opens them
// by name; each shows the offer and leads to the deposit panel or the offer's page.
import { TierState } from '@khel/contracts/endpoints/deposit-offers';
import { Button, CenterPopup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { dailyFirstPayQuery, firstPayQuery } from '../api/deposit-offers-api.ts';
import { openDeposit } from './offer-parts.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import { formatMultiple, formatPercent } from '../../../lib/bidi.ts';
import { Icon } from '../../../components/ui/icon.tsx';

function PopupCard({ name, title, text, icon, children, onView, showDeposit }: {
  name: 'first-deposit' | 'daily-first-deposit';
  title: string;
  text: string;
  icon: ReactNode;
  children?: ReactNode;
  onView: () => void;
  showDeposit: boolean;
}) {
  const { t } = useTranslation('ui');
  const close = () => usePopupStore.getState().close(name);
  return (
    <div className="do-popup" role="dialog" aria-label={title}>
      <div className="do-popup__head">
        <span className="do-popup__icon" aria-hidden="true">
          {icon}
        </span>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      {children}
      <div className="do-popup__actions">
        {showDeposit && (
          <Button
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => {
              close();
              openDeposit();
            }}
          >
            {t('depositOffers.deposit')}
          </Button>
        )}
        <Button color="primary" fill={showDeposit ? 'outline' : 'solid'} shape="rounded" size="large" onClick={onView}>
          {t('depositOffers.view')}
        </Button>
      </div>
      <button type="button" className="do-popup__close" aria-label={t('app.close')} onClick={close}>
        <Icon name="CloseOutline" />
      </button>
    </div>
  );
}

export function FirstDepositPopup() {
  const { t } = useTranslation('ui');
  const entry = usePopup('first-deposit');
  const navigate = useNavigate();
  const query = useQuery({ ...firstPayQuery(), enabled: entry !== undefined });
  const close = () => usePopupStore.getState().close('first-deposit');
  const tiers = query.data?.payInfo ?? [];
  const max = tiers.length > 0 ? Math.max(...tiers.map((tier) => tier.percent)) : 40;
  return (
    <CenterPopup style={NARROW_POPUP} visible={entry !== undefined} onMaskClick={close} destroyOnClose>
      <PopupCard
        name="first-deposit"
        icon={<Icon name="GiftOutline" />}
        title={t('depositOffers.first.popupTitle')}
        text={t('depositOffers.first.popupText', { max: formatPercent(max) })}
        showDeposit={(query.data?.firstPayValue ?? 0) === 0}
        onView={() => {
          close();
          void navigate(paths.firstCharge());
        }}
      >
        <ol className="do-popup__tiers">
          {tiers.map((tier) => (
            <li key={tier.id} className={tier.state === TierState.claimable ? 'is-ready' : tier.state === TierState.claimed ? 'is-done' : ''}>
              <span className="do-popup__tier-name">{t('depositOffers.first.tier', { id: tier.id })}</span>
              <strong>{tier.percent}%</strong>
              <span className="do-muted">{tier.betMultiple === 0 ? t('depositOffers.first.noBetsNeeded') : formatMultiple(tier.betMultiple)}</span>
              {query.data && query.data.firstPayValue > 0 && <span className="do-popup__tier-amount">{formatBalance(tier.rewardValue)}</span>}
            </li>
          ))}
        </ol>
      </PopupCard>
    </CenterPopup>
  );
}

export function DailyFirstDepositPopup() {
  const { t } = useTranslation('ui');
  const entry = usePopup('daily-first-deposit');
  const navigate = useNavigate();
  const query = useQuery({ ...dailyFirstPayQuery(), enabled: entry !== undefined });
  const close = () => usePopupStore.getState().close('daily-first-deposit');
  const status = query.data;
  return (
    <CenterPopup style={NARROW_POPUP} visible={entry !== undefined} onMaskClick={close} destroyOnClose>
      <PopupCard
        name="daily-first-deposit"
        icon={<Icon name="CalendarOutline" />}
        title={t('depositOffers.daily.popupTitle')}
        text={status ? t('depositOffers.daily.popupText', { percent: formatPercent(status.percent), cap: formatBalance(status.cap) }) : ''}
        showDeposit={(status?.firstDeposit ?? 0) === 0}
        onView={() => {
          close();
          void navigate(paths.todayPay());
        }}
      >
        {status && status.state === TierState.claimable && <p className="do-popup__bonus">{formatBalance(status.bonus)}</p>}
      </PopupCard>
    </CenterPopup>
  );
}
