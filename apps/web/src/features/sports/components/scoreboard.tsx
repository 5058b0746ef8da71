// The match page's header card: competition and format, the state, both teams with their scores,
// and for live cricket the batters at the crease (striker first) and the last balls as chips
// ('4 1 W 0 6', newest last); for live football the minute is in the state badge.
import type { SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../../lib/bidi.ts';
import { ballKind, footballText, type CricketScore } from '../lib/score.ts';
import { EventStatus } from './event-status.tsx';
import { TeamLines } from './team-lines.tsx';

function CricketDetail({ score }: { score: CricketScore }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      {score.batters.length > 0 ? (
        <div className="sports-board__batters">
          <h2 className="sports-board__label">{t('sports.atTheCrease')}</h2>
          <ul>
            {score.batters.map((batter, index) => (
              <li key={batter.name}>
                {/* bdi: the striker's star stays after the name inside right-to-left text. */}
                <bdi>
                  {batter.name}
                  {index === 0 ? (
                    <>
                      <span aria-hidden="true">*</span>
                      <span className="visually-hidden"> ({t('sports.onStrike')})</span>
                    </>
                  ) : null}
                </bdi>
                <span className="sports-board__figures">{ltr(`${batter.runs} (${batter.balls})`)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {score.recent.length > 0 ? (
        <div className="sports-board__balls">
          <h2 className="sports-board__label" id="sports-last-balls">
            {t('sports.lastBalls')}
          </h2>
          <ol className="sports-balls" aria-labelledby="sports-last-balls">
            {score.recent.map((ball, index) => (
              <li key={`${index}-${ball}`} className={`sports-ball sports-ball--${ballKind(ball)}`}>
                {ball}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}

export function Scoreboard({ event, now }: { event: SportsEvent; now: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const { score } = event;
  return (
    <section className="sports-board" aria-label={t('sports.scoreboard')}>
      <div className="sports-event__meta">
        <span className="sports-event__competition">
          {event.competition.name}
          {event.sport === 'cricket' ? ` · ${event.format}` : null}
        </span>
        <EventStatus event={event} now={now} />
      </div>
      {score?.kind === 'football' ? (
        <div className="sports-board__football">
          <span className="sports-board__team">{event.home}</span>
          <span className="sports-board__goals">{footballText(score)}</span>
          <span className="sports-board__team">{event.away}</span>
        </div>
      ) : (
        <TeamLines event={event} />
      )}
      {score?.kind === 'cricket' && event.status === 'live' ? <CricketDetail score={score} /> : null}
    </section>
  );
}
