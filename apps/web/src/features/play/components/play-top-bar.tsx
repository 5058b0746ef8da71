import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { Icon } from '../../../components/ui/icon.tsx';

interface PlayTopBarProps {
  title: string;
  onBack: () => void;
  /** The fairness button (in-house games only). */
  end?: ReactNode;
}

/** The slim bar of /game/playps: back, game name, balance, fairness. */
export function PlayTopBar({ title, onBack, end }: PlayTopBarProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const player = usePlayer();
  return (
    <header className="play-bar">
      <button type="button" className="play-bar__back" aria-label={t('play.topBar.back')} onClick={onBack}>
        <Icon name="LeftOutline" className="flip-rtl" />
      </button>
      <h1 className="play-bar__title">{title}</h1>
      {/* A visitor watching the crash room has no balance to show. */}
      {player ? (
        <span className="play-bar__balance" aria-label={t('play.topBar.balance')}>
          <strong data-testid="play-balance">{formatBalance(player.gold)}</strong>
        </span>
      ) : null}
      {end}
    </header>
  );
}
