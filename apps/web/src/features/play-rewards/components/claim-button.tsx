// The state button every reward row uses: Claim (1), Claimed (2), Expired (3) or a locked label.
import type { ItemState } from '@khel/contracts/endpoints/play-rewards';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RulesCard } from '../../../components/ui/rules-card.tsx';

interface ClaimButtonProps {
  state: ItemState;
  loading: boolean;
  onClaim: () => void;
  /** Shown instead of 'Locked' for state 0. */
  lockedLabel?: string;
  claimLabel?: string;
  claimedLabel?: string;
  /** Accessible name of the claim button (which reward it pays). */
  label: string;
}

export function ClaimButton({ state, loading, onClaim, lockedLabel, claimLabel, claimedLabel, label }: ClaimButtonProps) {
  const { t } = useTranslation('ui');
  if (state === 1) {
    return (
      <Button size="small" color="danger" shape="rounded" loading={loading} onClick={onClaim} aria-label={`${claimLabel ?? t('playRewards.claim')} · ${label}`}>
        {claimLabel ?? t('playRewards.claim')}
      </Button>
    );
  }
  const text = state === 2 ? (claimedLabel ?? t('playRewards.claimed')) : state === 3 ? t('playRewards.expired') : (lockedLabel ?? t('playRewards.locked'));
  return <span className={`pr-chip pr-chip--${state === 2 ? 'done' : 'muted'}`}>{text}</span>;
}

export function Rules({ lines, wagerMulti }: { lines: string[]; wagerMulti: number }) {
  const { t } = useTranslation('ui');
  const wagering = wagerMulti > 0 ? t('playRewards.wagering', { multi: wagerMulti }) : t('playRewards.wageringNone');
  return <RulesCard className="pr-card" level={2} title={t('playRewards.rulesTitle')} items={[...lines, wagering, t('playRewards.karachiDay')]} />;
}
