// /vip: the player's level and tier, the progress bar (docs/requirements/vip.md#3-progress), experience still needed,
// the privileges of this level and the next, and every level's upgrade reward with its Claim
// button. A claim opens 'Amount received' and clears the red dot (api/vip-api.ts).
import type { VipLevelPrivileges, VipResponse, VipUpgrade } from '@khel/contracts/endpoints/vip';
import { Button, ProgressBar, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { useClaimVipUpgrade, vipQueryOptions } from '../api/vip-api.ts';
import { formatPercent } from '../../../lib/bidi.ts';
import { TierBadge, TierMedal } from './tier-badge.tsx';
import './vip.css';
import { RulesCard } from '../../../components/ui/rules-card.tsx';

function Hero({ status }: { status: VipResponse }) {
  const { t } = useTranslation('ui');
  const top = status.next === null;
  return (
    <section className="vip-hero" aria-labelledby="vip-hero-level">
      <div className="vip-hero__head">
        <TierMedal tier={status.tier} size={56} />
        <div>
          <h2 className="vip-hero__level" id="vip-hero-level" data-testid="vip-level">
            {t('vip.level', { level: status.vip })}
          </h2>
          <TierBadge tier={status.tier} />
        </div>
        <div className="vip-hero__experience">
          <span>{t('vip.experience')}</span>
          <strong data-testid="vip-experience">{formatBalance(status.vipExperience)}</strong>
        </div>
      </div>
      <div className="vip-hero__progress">
        <div className="vip-hero__progress-label">
          <span>{top ? t('vip.progressTop') : t('vip.progress', { level: status.vip + 1 })}</span>
          <strong data-testid="vip-progress">{formatPercent(status.progress, 2)}</strong>
        </div>
        <ProgressBar percent={status.progress} aria-hidden="true" />
        <p className="vip-hero__to-next" data-testid="vip-to-next">
          {top ? t('vip.maxReached') : t('vip.toNext', { amount: formatBalance(status.toNext), level: status.vip + 1 })}
        </p>
        {top ? null : (
          <p className="vip-hero__formula">
            {t('vip.formula', { current: formatBalance(status.currentThreshold), next: formatBalance(status.nextThreshold) })}
          </p>
        )}
      </div>
    </section>
  );
}

function PrivilegeRows({ privileges }: { privileges: VipLevelPrivileges }) {
  const { t } = useTranslation('ui');
  return (
    <dl className="vip-privileges__list">
      <div>
        <dt>{t('vip.maxPerTime')}</dt>
        <dd>{privileges.maxPerTime > 0 ? formatBalance(privileges.maxPerTime) : t('vip.noLimit')}</dd>
      </div>
      <div>
        <dt>{t('vip.dailyCount')}</dt>
        <dd>{privileges.dailyCount > 0 ? privileges.dailyCount : t('vip.noLimit')}</dd>
      </div>
      <div>
        <dt>{t('vip.upgradeReward')}</dt>
        <dd>{privileges.reward > 0 ? formatBalance(privileges.reward) : t('vip.none')}</dd>
      </div>
    </dl>
  );
}

function Privileges({ status }: { status: VipResponse }) {
  const { t } = useTranslation('ui');
  return (
    <section className="vip-card" aria-labelledby="vip-privileges">
      <h3 id="vip-privileges">{t('vip.privileges')}</h3>
      <div className="vip-privileges">
        <div className="vip-privileges__col" data-testid="vip-privileges-current">
          <h4>{t('vip.currentLevel', { level: status.vip })}</h4>
          <PrivilegeRows privileges={status.current} />
        </div>
        {status.next ? (
          <div className="vip-privileges__col vip-privileges__col--next" data-testid="vip-privileges-next">
            <h4>{t('vip.nextLevel', { level: status.next.level })}</h4>
            <PrivilegeRows privileges={status.next} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function RewardRow({ upgrade, claiming, onClaim }: { upgrade: VipUpgrade; claiming: boolean; onClaim: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <li className={`vip-reward vip-reward--${upgrade.state}`} data-testid={`vip-reward-${upgrade.level}`}>
      <span className="vip-badge">VIP{upgrade.level}</span>
      <div className="vip-reward__text">
        <strong>{formatBalance(upgrade.reward)}</strong>
        <span>{upgrade.wagerMulti > 0 ? t('vip.wager', { multi: upgrade.wagerMulti }) : t('vip.noWager')}</span>
      </div>
      {upgrade.state === 'claimable' ? (
        <Button size="small" color="primary" loading={claiming} onClick={onClaim} aria-label={`${t('vip.claim')} VIP${upgrade.level}`}>
          {t('vip.claim')}
        </Button>
      ) : (
        <span className="vip-reward__state">{upgrade.state === 'claimed' ? t('vip.claimed') : t('vip.locked', { level: upgrade.level })}</span>
      )}
    </li>
  );
}

function Rewards({ status }: { status: VipResponse }) {
  const { t } = useTranslation('ui');
  const claim = useClaimVipUpgrade();
  return (
    <section className="vip-card" aria-labelledby="vip-rewards">
      <div className="vip-card__head">
        <h3 id="vip-rewards">{t('vip.rewards')}</h3>
        {status.pending > 0 ? (
          <span className="vip-card__pending" role="status">
            {t('vip.claimableCount', { count: status.pending })}
          </span>
        ) : null}
      </div>
      {status.upgrades.length === 0 ? (
        <p className="vip-card__empty">{t('vip.rewardsEmpty')}</p>
      ) : (
        <ul className="vip-rewards">
          {status.upgrades.map((upgrade) => (
            <RewardRow
              key={upgrade.level}
              upgrade={upgrade}
              claiming={claim.isPending && claim.variables === upgrade.level}
              onClaim={() => claim.mutate(upgrade.level)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function VipRules() {
  const { t } = useTranslation('ui');
  const rules = t('vip.rules', { returnObjects: true }) as string[];
  return <RulesCard className="vip-card" title={t('vip.rulesTitle')} items={rules} />;
}

export function VipPanel() {
  const { t } = useTranslation('ui');
  const { data: status } = useQuery(vipQueryOptions());
  if (!status) {
    return (
      <div className="vip-page">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return (
    <div className="vip-page">
      <Hero status={status} />
      <Privileges status={status} />
      <Rewards status={status} />
      <VipRules />
      <Link className="link-button vip-page__all" to={paths.vipIntroduce()}>
        {t('vip.allLevels')}
      </Link>
    </div>
  );
}
