// A bet's three figures: stake, odds, and the potential return (open) or what it paid (settled),
// as the receipt and the bet card show them.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { formatOdds } from '../lib/odds.ts';

export function BetFigures({ bet }: { bet: Pick<SportsBet, 'stake' | 'odds' | 'state' | 'potentialReturn' | 'payout'> }) {
  const { t } = useTranslation(['ui', 'messages']);
  const open = bet.state === 'open';
  return (
    <dl className="sports-figures">
      <div>
        <dt>{t('sports.slip.stake')}</dt>
        <dd>{formatBalance(bet.stake)}</dd>
      </div>
      <div>
        <dt>{t('sports.slip.odds')}</dt>
        <dd>{formatOdds(bet.odds)}</dd>
      </div>
      <div>
        <dt>{open ? t('sports.slip.potentialReturn') : t('sports.payout')}</dt>
        <dd>{formatBalance(open ? bet.potentialReturn : (bet.payout ?? 0))}</dd>
      </div>
    </dl>
  );
}
