// A match's state as a short badge: LIVE (with the minute in football), the start time, Ended or
// Abandoned.
import type { SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { minuteText } from '../lib/score.ts';
import { startText } from '../lib/times.ts';

export function EventStatus({ event, now }: { event: Pick<SportsEvent, 'status' | 'score' | 'startsAt'>; now: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  if (event.status === 'live') {
    return (
      <span className="sports-live">
        <span className="sports-live__dot" aria-hidden="true" />
        {t('sports.live')}
        {event.score?.kind === 'football' ? <span className="sports-live__minute">{minuteText(event.score.minute)}</span> : null}
      </span>
    );
  }
  if (event.status === 'scheduled') return <span className="sports-start">{startText(t, event.startsAt, now)}</span>;
  return <span className="sports-badge sports-badge--closed">{t(`sports.${event.status}`)}</span>;
}
