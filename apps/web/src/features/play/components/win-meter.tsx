// The win line under a game: the payout counting up in gold, or a calm "No win this time".
// `data-*` carry the round's exact numbers for tests and tools.
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { countDuration, useCountUp } from '../hooks/use-count-up.ts';

interface WinMeterProps {
  roundId: string;
  payout: number;
  bet: number;
  instant: boolean;
  /** Shown before the amount, e.g. 'Cashed out at 1.50x'. */
  detail?: string;
}

export function WinMeter({ roundId, payout, bet, instant, detail }: WinMeterProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const shown = useCountUp(payout, roundId, { durationMs: countDuration(payout, bet), instant });
  const data = { 'data-testid': 'round-payout', 'data-round': roundId, 'data-payout': payout, 'data-bet': bet };
  if (payout <= 0) {
    return (
      <p className="win-meter win-meter--loss" {...data}>
        {detail ? <span className="win-meter__detail">{detail}</span> : null}
        <span>{t('play.noWin')}</span>
      </p>
    );
  }
  return (
    <p className="win-meter win-meter--win" {...data}>
      {detail ? <span className="win-meter__detail">{detail}</span> : null}
      <span className="win-meter__label">{t('play.win')}</span>
      <strong className="win-meter__amount" aria-hidden="true">
        {formatBalance(shown)}
      </strong>
      <span className="play-sr-only">{t('play.youWon', { amount: formatBalance(payout) })}</span>
    </p>
  );
}
