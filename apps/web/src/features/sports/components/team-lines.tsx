// The two teams with their scores: cricket each side's innings ('145/3 (16.2)', a mark beside the
// side batting now), football the goals.
import type { SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { cricketSides } from '../lib/score.ts';

export function TeamLines({ event }: { event: Pick<SportsEvent, 'home' | 'away' | 'score' | 'status'> }) {
  const { t } = useTranslation(['ui', 'messages']);
  const { score } = event;
  const live = event.status === 'live';
  const cricket = score?.kind === 'cricket' ? cricketSides(score, live) : null;
  const lines = (['home', 'away'] as const).map((side) => ({
    side,
    name: event[side],
    score: cricket ? cricket[side] : score?.kind === 'football' ? String(score[side]) : null,
    batting: cricket?.batting === side,
  }));
  return (
    <div className="sports-teams">
      {lines.map((line) => (
        <div key={line.side} className={line.batting ? 'sports-teams__line sports-teams__line--batting' : 'sports-teams__line'}>
          <span className="sports-teams__name">
            {line.name}
            {line.batting ? (
              <>
                <span className="sports-teams__bat" aria-hidden="true" />
                <span className="visually-hidden"> ({t('sports.batting')})</span>
              </>
            ) : null}
          </span>
          {line.score !== null ? <span className="sports-teams__score">{line.score}</span> : null}
        </div>
      ))}
    </div>
  );
}
