// One market of a match: its translated name, its state (suspended and closed ones locked, settled
// and void ones greyed with each selection's result) and its prices.
import type { Market } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { marketName, selectionLabel } from '../lib/labels.ts';
import type { EventInfo } from '../stores/slip-store.ts';
import { OddsButton, OddsResult } from './odds-button.tsx';

interface MarketCardProps {
  event: EventInfo;
  market: Market;
  picked: ReadonlySet<number>;
  onToggle: (event: EventInfo, market: Market, selection: Market['selections'][number]) => void;
  /** The heading level: 3 inside a kind's group, 2 when the market is its group. */
  level: 2 | 3;
}

export function MarketStatusBadge({ status }: { status: Market['status'] }) {
  const { t } = useTranslation(['ui', 'messages']);
  if (status === 'open') return null;
  return (
    <span className={`sports-badge sports-badge--${status}`}>
      {status === 'suspended' || status === 'closed' ? <Icon name="LockOutline" /> : null}
      {t(`sports.status.${status}`)}
    </span>
  );
}

export function MarketCard({ event, market, picked, onToggle, level }: MarketCardProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const final = market.status === 'settled' || market.status === 'void';
  const Heading = level === 2 ? 'h2' : 'h3';
  const many = market.selections.length > 3;
  return (
    <section className={final ? 'sports-market sports-market--final' : 'sports-market'} data-testid={`market-${market.id}`}>
      <div className="sports-market__head">
        <Heading className="sports-market__name">{marketName(t, market)}</Heading>
        <MarketStatusBadge status={market.status} />
      </div>
      {market.status === 'void' ? <p className="sports-market__note">{t('sports.voidNote')}</p> : null}
      <div className={many ? 'sports-market__prices sports-market__prices--list' : `sports-market__prices sports-market__prices--${market.selections.length}`}>
        {market.selections.map((selection) => {
          const label = selectionLabel(t, market, selection, event);
          return final ? (
            <OddsResult key={selection.id} label={label} result={market.status === 'void' ? 'void' : selection.result} />
          ) : (
            <OddsButton
              key={selection.id}
              label={label}
              odds={selection.odds}
              selected={picked.has(selection.id)}
              locked={market.status !== 'open'}
              onToggle={() => onToggle(event, market, selection)}
            />
          );
        })}
      </div>
    </section>
  );
}
