// /promo/daily: the new-user red packet (while it can be opened, or once opened) and the daily
// gift list with today's valid bets against each gift's threshold.
import { ProgressBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { dailyGiftQueryOptions, newUserPacketQueryOptions, useClaimDailyGift, useClaimNewUserPacket } from '../api/play-rewards-api.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { ClaimButton, Rules } from './claim-button.tsx';
import './play-rewards.css';

function NewUserPacketCard() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(newUserPacketQueryOptions());
  const claim = useClaimNewUserPacket();
  if (!data?.enabled || data.state === 3) return null;
  return (
    <section className="pr-hero pr-hero--packet" data-testid="new-user-packet" aria-labelledby="pr-packet-title">
      <span className="pr-envelope pr-envelope--big" aria-hidden="true" />
      <div className="pr-hero__body">
        <h2 id="pr-packet-title" className="pr-hero__headline">
          {t('playRewards.daily.packetTitle')}
        </h2>
        <span className="pr-hero__note">{t('playRewards.daily.packetText', { amount: formatBalance(data.reward), days: data.days })}</span>
        {data.state === 1 ? <span className="pr-hero__note">{t('playRewards.daily.packetUntil', { until: formatKarachi(data.expiresAt) })}</span> : null}
      </div>
      <ClaimButton
        state={data.state}
        label={t('playRewards.daily.packetTitle')}
        claimLabel={t('playRewards.daily.packetOpen')}
        claimedLabel={t('playRewards.daily.packetClaimed')}
        loading={claim.isPending}
        onClaim={() => claim.mutate()}
      />
    </section>
  );
}

function DailyGiftList() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(dailyGiftQueryOptions());
  const claim = useClaimDailyGift();
  if (!data) return <div aria-busy="true" />;
  if (!data.enabled) return null;
  return (
    <>
      <section className="pr-card" data-testid="daily-valid" aria-labelledby="pr-gift-title">
        <h2 id="pr-gift-title">{t('playRewards.daily.giftTitle')}</h2>
        <p className="pr-card__line">
          {t('playRewards.daily.validToday')} <b>{formatBalance(data.validBet)}</b>
        </p>
      </section>
      <ul className="pr-list" aria-label={t('playRewards.daily.giftTitle')}>
        {data.data.map((gift) => {
          const label = t('playRewards.daily.giftNeed', { amount: formatBalance(gift.validBet) });
          return (
            <li key={gift.id} className={`pr-row pr-row--${gift.state}`} data-testid={`daily-gift-${gift.id}`}>
              <span className="pr-envelope" aria-hidden="true" />
              <span className="pr-row__main">
                <span className="pr-row__title">{label}</span>
                {gift.state === 0 ? (
                  <>
                    <ProgressBar percent={gift.validBet > 0 ? (data.validBet / gift.validBet) * 100 : 100} className="pr-row__bar" />
                    <span className="pr-row__sub">{t('playRewards.daily.giftToGo', { amount: formatBalance(gift.validBet - data.validBet) })}</span>
                  </>
                ) : null}
              </span>
              <span className="pr-row__amount">{formatBalance(gift.amount)}</span>
              <ClaimButton state={gift.state} label={label} loading={claim.isPending && claim.variables === gift.id} onClaim={() => claim.mutate(gift.id)} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function DailyRewardsPanel() {
  const { t } = useTranslation('ui');
  const gift = useQuery(dailyGiftQueryOptions()).data;
  const packet = useQuery(newUserPacketQueryOptions()).data;
  const off = gift?.enabled === false && packet !== undefined && (!packet.enabled || packet.state === 3);
  return (
    <div className="pr">
      <NewUserPacketCard />
      {off ? <p className="pr-off">{t('playRewards.off')}</p> : <DailyGiftList />}
      <Rules
        wagerMulti={gift?.wagerMulti ?? packet?.wagerMulti ?? 0}
        lines={[t('playRewards.daily.rules1'), t('playRewards.daily.rules2'), ...(packet?.enabled ? [t('playRewards.daily.rules3', { days: packet.days })] : [])]}
      />
    </div>
  );
}
