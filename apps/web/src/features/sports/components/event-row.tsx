// A lobby row: competition and format, the state (live with the score, or the start time), the two
// teams, the main market's prices as toggle buttons, and "+N markets" to the match page.
import type { Market, Selection, SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { marketName, selectionLabel } from '../lib/labels.ts';
import type { EventInfo } from '../stores/slip-store.ts';
import { EventStatus } from './event-status.tsx';
import { MarketStatusBadge } from './market-card.tsx';
import { OddsButton } from './odds-button.tsx';
import { TeamLines } from './team-lines.tsx';

interface EventRowProps {
  event: SportsEvent;
  now: string;
  picked: ReadonlySet<number>;
  onToggle: (event: EventInfo, market: Market, selection: Selection) => void;
}

export function EventRow({ event, now, picked, onToggle }: EventRowProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const { main } = event;
  const more = event.marketCount - (main ? 1 : 0);
  const versus = t('sports.versus', { home: event.home, away: event.away });
  return (
    <li className="sports-event">
      <div className="sports-event__meta">
        <span className="sports-event__competition">
          {event.competition.name}
          {event.sport === 'cricket' ? ` · ${event.format}` : null}
        </span>
        <EventStatus event={event} now={now} />
      </div>
      <Link to={paths.topEvent(event.id)} className="sports-event__link">
        <TeamLines event={event} />
      </Link>
      {main ? (
        <div className="sports-event__market">
          <div className={`sports-market__prices sports-market__prices--${main.selections.length}`} role="group" aria-label={`${marketName(t, main)} · ${versus}`}>
            {main.selections.map((selection) => (
              <OddsButton
                key={selection.id}
                label={selectionLabel(t, main, selection, event)}
                odds={selection.odds}
                selected={picked.has(selection.id)}
                locked={main.status !== 'open'}
                onToggle={() => onToggle(event, main, selection)}
              />
            ))}
          </div>
          {main.status !== 'open' ? <MarketStatusBadge status={main.status} /> : null}
        </div>
      ) : null}
      {more > 0 ? (
        <Link to={paths.topEvent(event.id)} className="sports-event__more">
          {t('sports.moreMarkets', { count: more })}
          <span className="visually-hidden">: {versus}</span>
        </Link>
      ) : null}
    </li>
  );
}
