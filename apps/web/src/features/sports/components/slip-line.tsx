// One selection in the slip: the match, the market, the pick and its price; a new price waiting to
// be accepted ('1.85 → 1.70'), a market that takes no bets now, the server's refusal; and for a
// single its stake.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { marketName, selectionLabel } from '../lib/labels.ts';
import { formatOdds } from '../lib/odds.ts';
import { isBettable, removeSelections, type SlipSelection } from '../stores/slip-store.ts';
import { usePriceFlash } from '../hooks/use-price-flash.ts';
import type { ReactNode } from 'react';

interface SlipLineProps {
  entry: SlipSelection;
  failure: string | null;
  disabled: boolean;
  children?: ReactNode;
}

export function SlipLine({ entry, failure, disabled, children }: SlipLineProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const label = selectionLabel(t, entry, entry, entry);
  const { move, flashKey } = usePriceFlash(entry.odds);
  const blocked = !isBettable(entry);
  const blockedText = !entry.available ? t('sports.slip.gone') : entry.marketStatus === 'suspended' ? t('sports.slip.suspended') : t('sports.slip.closed');
  return (
    <li className={blocked ? 'sports-slip-line sports-slip-line--blocked' : 'sports-slip-line'} data-testid={`slip-${entry.selectionId}`}>
      <div className="sports-slip-line__head">
        <span className="sports-slip-line__match">
          {t('sports.versus', { home: entry.home, away: entry.away })}
          {entry.eventStatus === 'live' ? <span className="sports-live sports-live--small">{t('sports.live')}</span> : null}
        </span>
        <button type="button" className="icon-button sports-slip-line__remove" aria-label={t('sports.slip.remove', { selection: label })} disabled={disabled} onClick={() => removeSelections([entry.selectionId])}>
          <Icon name="CloseOutline" />
        </button>
      </div>
      <div className="sports-slip-line__market">{marketName(t, entry)}</div>
      <div className="sports-slip-line__pick">
        <strong>{label}</strong>
        {entry.newOdds !== null ? (
          <span className="sports-slip-line__odds sports-slip-line__odds--changed">
            <span className="visually-hidden">{t('sports.slip.oddsChangedFrom', { from: formatOdds(entry.odds), to: formatOdds(entry.newOdds) })}</span>
            <span aria-hidden="true" dir="ltr">
              <s>{formatOdds(entry.odds)}</s> → <span className={entry.newOdds > entry.odds ? 'sports-up' : 'sports-down'}>{formatOdds(entry.newOdds)}</span>
            </span>
          </span>
        ) : (
          <span key={flashKey} className={move ? `sports-slip-line__odds sports-odds--${move}` : 'sports-slip-line__odds'}>
            {formatOdds(entry.odds)}
          </span>
        )}
      </div>
      {blocked ? (
        <p className="sports-slip-line__blocked">
          <Icon name="LockOutline" /> {blockedText}
        </p>
      ) : null}
      {failure ? <p className="sports-slip-line__error">{failure}</p> : null}
      {children}
    </li>
  );
}
