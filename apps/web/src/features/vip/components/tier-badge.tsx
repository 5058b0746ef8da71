// The tier badge (docs/requirements/vip.md#1-levels-and-tiers: beginer … legend): a medal in the tier's colour with its name.
import type { VipTier } from '@khel/contracts/vip-rules';
import { useTranslation } from 'react-i18next';

export function TierMedal({ tier, size = 40 }: { tier: VipTier; size?: number }) {
  return (
    <svg className={`vip-medal vip-medal--${tier}`} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <path className="vip-medal__ribbon" d="M12 2h6l3 9h-6zM28 2h-6l-3 9h6z" />
      <circle className="vip-medal__disc" cx="20" cy="24" r="13" />
      <circle className="vip-medal__ring" cx="20" cy="24" r="9.5" fill="none" strokeWidth="1.5" />
      <path className="vip-medal__star" d="M20 17.5l1.9 4 4.3.5-3.2 2.9.9 4.3-3.9-2.2-3.9 2.2.9-4.3-3.2-2.9 4.3-.5z" />
    </svg>
  );
}

export function TierBadge({ tier }: { tier: VipTier }) {
  const { t } = useTranslation('ui');
  return (
    <span className={`vip-tier vip-tier--${tier}`} data-testid="vip-tier">
      <TierMedal tier={tier} size={18} />
      {t(`vip.tiers.${tier}`)}
    </span>
  );
}
