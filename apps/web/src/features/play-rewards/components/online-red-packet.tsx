// The minimised online-reward red packet (docs/requirements/promotions.md#5-play-rewards): a small button docked in the page header on
// pages with the nav bar (app/shell-dock.tsx) for logged-in players, counting down to the next tier
// (or 'Claim' when one is ready); a tap opens /OnlineRewards. Hidden when the offer is off or
// nothing is left today.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { onlineQueryOptions } from '../api/play-rewards-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { ltr } from '../../../lib/bidi.ts';
import { clock } from '../lib/format.ts';
import '../../../components/ui/visually-hidden.css';
import './play-rewards.css';

export function OnlineRedPacket() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const { data, dataUpdatedAt } = useQuery(onlineQueryOptions(token));
  const next = useCountdown(data?.nextTierSeconds, dataUpdatedAt);
  if (token === null || !data?.enabled || data.pool === 0) return null;

  const ready = data.claimable > 0;
  const text = ready ? t('playRewards.redPacket.ready') : next === null ? '' : ltr(clock(next));
  return (
    <button
      type="button"
      className={ready ? 'pr-packet pr-packet--ready' : 'pr-packet'}
      data-testid="online-red-packet"
      onClick={() => void navigate(paths.onlineRewards())}
    >
      <span className="pr-packet__seal" aria-hidden="true">
        ₨
      </span>
      {/* The name is the visible text with what it is about in front (no aria-label that could
          drift from the ticking countdown). */}
      <span className="visually-hidden">{t('playRewards.redPacket.label')} </span>
      <span className="pr-packet__text">{text}</span>
    </button>
  );
}
