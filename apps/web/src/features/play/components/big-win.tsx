// The big-win celebration (payout ≥ BIG_WIN_MULTIPLE × stake) laid over the game's stage, not over
// its controls, so the next bet is one tap away. It counts the amount up, rains coins, and closes by
// itself, on a tap, or when the next round starts. With reduced motion: the banner only, no coins.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { isBigWin } from '../feedback/round-feedback.ts';
import { useCountUp } from '../hooks/use-count-up.ts';

const SHOW_MS = 4000;
const COINS = Array.from({ length: 14 }, (_, i) => i);

interface BigWinProps {
  roundId: string;
  payout: number;
  bet: number;
  reduced: boolean;
}

export function BigWin({ roundId, payout, bet, reduced }: BigWinProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [closed, setClosed] = useState('');
  const big = isBigWin(payout, bet) && closed !== roundId;
  const shown = useCountUp(big ? payout : 0, roundId, { durationMs: 2000, instant: reduced });

  useEffect(() => {
    if (!big) return;
    const timer = setTimeout(() => setClosed(roundId), SHOW_MS);
    return () => clearTimeout(timer);
  }, [big, roundId]);

  if (!big) return null;
  return (
    <button type="button" className={reduced ? 'big-win big-win--still' : 'big-win'} onClick={() => setClosed(roundId)} data-testid="big-win">
      {reduced
        ? null
        : COINS.map((i) => <span key={i} className="big-win__coin" style={{ insetInlineStart: `${(i * 37) % 100}%`, animationDelay: `${(i % 7) * 120}ms` }} aria-hidden="true" />)}
      <span className="big-win__title">{t('play.bigWin')}</span>
      <span className="big-win__amount">{formatBalance(shown)}</span>
      <span className="big-win__hint">{t('play.tapToContinue')}</span>
    </button>
  );
}
