// One price: a toggle button that puts the selection in the bet slip (pressed while it is there).
// Its name is the label and the price, 'Lahore Qalandars 1.85'. A market that takes no bets now
// shows its prices locked (disabled, with a lock); a settled one shows each selection's result
// instead of a button. A price that moved flashes (use-price-flash).
import type { SelectionResult } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { usePriceFlash } from '../hooks/use-price-flash.ts';
import { formatOdds } from '../lib/odds.ts';

interface OddsButtonProps {
  label: string;
  odds: number;
  selected: boolean;
  locked: boolean;
  onToggle: () => void;
}

export function OddsButton({ label, odds, selected, locked, onToggle }: OddsButtonProps) {
  const { move, flashKey } = usePriceFlash(odds);
  const className = ['sports-odds', selected ? 'sports-odds--selected' : '', move ? `sports-odds--${move}` : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={className} aria-pressed={selected} disabled={locked} onClick={onToggle}>
      <span className="sports-odds__label">{label}</span>{' '}
      <span key={flashKey} className="sports-odds__price">
        {locked ? <Icon name="LockOutline" className="sports-odds__lock" /> : null}
        {formatOdds(odds)}
        {move ? (
          <span className="sports-odds__move" aria-hidden="true">
            {move === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/**
 * A selection of a settled or void market: its result, not a button. No price: the feed's last
 * price of a decided market (1.01 against 500.00) says nothing a player needs.
 */
export function OddsResult({ label, result }: { label: string; result: SelectionResult | null }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <div className={result ? `sports-odds sports-odds--result sports-odds--${result}` : 'sports-odds sports-odds--result'}>
      <span className="sports-odds__label">{label}</span>
      {result ? (
        <>
          {' '}
          <span className="sports-odds__result">{t(`sports.result.${result}`)}</span>
        </>
      ) : null}
    </div>
  );
}
