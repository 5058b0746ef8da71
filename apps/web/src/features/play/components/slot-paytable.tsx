// What each symbol pays for 3, 4 and 5 in a row at the chosen bet (packages/games slot paytable ×
// bet per line), with the drawn symbols, folded away until the player opens it.
import { SLOT_CONFIG } from '@khel/games/slot/slot-config';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { SlotSymbolArt } from '../art/slot-symbols.tsx';

export function SlotPaytable({ bet, symbolName }: { bet: number; symbolName: (symbol: string) => string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const lineBet = bet / SLOT_CONFIG.lines.length;
  return (
    <details className="slot-paytable">
      <summary>{t('play.slot.paytable')}</summary>
      <p className="play-muted">{t('play.slot.paytableNote', { lineBet: formatBalance(lineBet) })}</p>
      <ul className="slot-paytable__rows">
        {Object.entries(SLOT_CONFIG.paytable).map(([symbol, pays]) => (
          <li key={symbol}>
            <SlotSymbolArt symbol={symbol} label={symbolName(symbol)} />
            <span>
              {pays.map((pay, i) => (
                <span key={i} className="slot-paytable__pay">
                  <b>{i + 3}×</b> {formatBalance(pay * lineBet)}
                </span>
              ))}
            </span>
          </li>
        ))}
        <li>
          <SlotSymbolArt symbol="wild" label={symbolName('wild')} />
          <span className="play-muted">{t('play.slot.symbols.wild')}</span>
        </li>
      </ul>
    </details>
  );
}
