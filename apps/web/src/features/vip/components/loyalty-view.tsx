// /profile/loyalty-program and /profile/game-loyalty-program: the player's tier and loyalty level
// (docs/requirements/vip.md#1-levels-and-tiers: Beginner 1 rate 5, Steel 2 rate 200, Bronze 3 … Legend 8 rate 1000), which follow the
// VIP level (vip-rules.ts VIP_TIER_OF_LEVEL), and the table of all eight.
import { LOYALTY_LEVELS, levelsOfTier, loyaltyOfLevel } from '@khel/contracts/vip-rules';
import { ProgressBar, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { vipQueryOptions } from '../api/vip-api.ts';
import { formatPercent } from '../../../lib/bidi.ts';
import { TierMedal } from './tier-badge.tsx';
import './vip.css';

export function LoyaltyView({ variant }: { variant: 'loyalty' | 'game' }) {
  const { t } = useTranslation('ui');
  const { data: status } = useQuery(vipQueryOptions());
  if (!status) {
    return (
      <div className="vip-page">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  const mine = loyaltyOfLevel(status.vip);
  return (
    <div className="vip-page">
      <section className="vip-hero" aria-labelledby="loyalty-title">
        <div className="vip-hero__head">
          <TierMedal tier={mine.tier} size={56} />
          <div>
            <h2 className="vip-hero__level" id="loyalty-title" data-testid="loyalty-tier">
              {t(`vip.tiers.${mine.tier}`)}
            </h2>
            <span className="vip-hero__sub">
              {t('vip.loyalty.level', { level: mine.loyalty })} · {t('vip.level', { level: status.vip })}
            </span>
          </div>
          <div className="vip-hero__experience">
            <span>{t('vip.experience')}</span>
            <strong>{formatBalance(status.vipExperience)}</strong>
          </div>
        </div>
        <div className="vip-hero__progress">
          <div className="vip-hero__progress-label">
            <span>{status.next ? t('vip.progress', { level: status.vip + 1 }) : t('vip.progressTop')}</span>
            <strong>{formatPercent(status.progress, 2)}</strong>
          </div>
          <ProgressBar percent={status.progress} aria-hidden="true" />
        </div>
      </section>
      <section className="vip-card" aria-labelledby="loyalty-table">
        <h3 id="loyalty-table">{variant === 'game' ? t('vip.loyalty.gameTitle') : t('vip.loyalty.title')}</h3>
        <p className="vip-card__intro">{variant === 'game' ? t('vip.loyalty.gameIntro') : t('vip.loyalty.intro')}</p>
        <table className="loyalty-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('vip.loyalty.tier')}</th>
              <th scope="col">{t('vip.loyalty.vipLevels')}</th>
              <th scope="col">{t('vip.loyalty.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {LOYALTY_LEVELS.map((level) => {
              const levels = levelsOfTier(level.tier);
              const isMine = level.tier === mine.tier;
              return (
                <tr key={level.tier} className={isMine ? 'loyalty-table__mine' : undefined} aria-current={isMine ? 'true' : undefined}>
                  <td>{level.loyalty}</td>
                  <td>
                    <span className="loyalty-table__tier">
                      <TierMedal tier={level.tier} size={20} />
                      {t(`vip.tiers.${level.tier}`)}
                      {isMine ? <em>{t('vip.loyalty.you')}</em> : null}
                    </span>
                  </td>
                  <td>
                    <span className="loyalty-table__ltr">{levels.map((l) => `VIP${l}`).join(', ')}</span>
                  </td>
                  <td>
                    <span className="loyalty-table__ltr">{level.rate}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="vip-card__note">{t('vip.loyalty.rateNote')}</p>
      </section>
      <Link className="link-button vip-page__all" to={paths.vip()}>
        {t('vip.loyalty.openVip')}
      </Link>
    </div>
  );
}
