// /vipintroduce: every level 0–11 from VipConf with its experience threshold, withdrawal
// privileges, upgrade reward and tier badge. Public: visitors can read it too.
import { VIP_LEVELS, VIP_TIERS, levelsOfTier, vipPrivileges, vipTier } from '@khel/contracts/vip-rules';
import { VipConf } from '@khel/contracts/vip-rules';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useConfigDocument } from '../../../lib/config-documents.ts';
import { formatBalance } from '../../../lib/money.ts';
import { TierBadge, TierMedal } from './tier-badge.tsx';
import './vip.css';

export function VipLevels({ current }: { current?: number | undefined }) {
  const { t } = useTranslation('ui');
  const conf = useConfigDocument('VipConf', VipConf);
  if (!conf) {
    return (
      <div className="vip-page">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  return (
    <div className="vip-page">
      <section className="vip-card">
        <h3>{t('vip.introduceTitle')}</h3>
        <p className="vip-card__intro">{t('vip.introduceText')}</p>
        <ul className="vip-tier-strip" aria-label={t('vip.loyalty.tier')}>
          {VIP_TIERS.map((tier) => {
            const levels = levelsOfTier(tier);
            const from = levels[0] ?? 0;
            const to = levels.at(-1) ?? from;
            return (
              <li key={tier}>
                <TierMedal tier={tier} size={28} />
                <span>{t(`vip.tiers.${tier}`)}</span>
                <small>{from === to ? t('vip.level', { level: from }) : t('vip.tierLevels', { from, to })}</small>
              </li>
            );
          })}
        </ul>
      </section>
      <ol className="vip-levels">
        {VIP_LEVELS.map((level) => {
          const p = vipPrivileges(conf, level);
          return (
            <li
              key={level}
              className={level === current ? 'vip-level vip-level--current' : 'vip-level'}
              data-testid={`vip-level-${level}`}
              aria-current={level === current ? 'true' : undefined}
            >
              <div className="vip-level__head">
                <span className="vip-badge">VIP{level}</span>
                <TierBadge tier={vipTier(level)} />
              </div>
              <dl className="vip-level__grid">
                <div>
                  <dt>{t('vip.threshold')}</dt>
                  <dd>{formatBalance(p.threshold)}</dd>
                </div>
                <div>
                  <dt>{t('vip.maxPerTime')}</dt>
                  <dd>{p.maxPerTime > 0 ? formatBalance(p.maxPerTime) : t('vip.noLimit')}</dd>
                </div>
                <div>
                  <dt>{t('vip.dailyCount')}</dt>
                  <dd>{p.dailyCount > 0 ? p.dailyCount : t('vip.noLimit')}</dd>
                </div>
                <div>
                  <dt>{t('vip.upgradeReward')}</dt>
                  <dd>{p.reward > 0 ? formatBalance(p.reward) : t('vip.none')}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
