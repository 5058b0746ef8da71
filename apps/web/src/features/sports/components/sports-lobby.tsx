// /top — TOP MATCHES, Khel's own sportsbook: a tab per sport, the competitions as chips, the matches
// live now, then the upcoming ones by day, each with its main market's prices; the bet slip; and at
// the end, whatever the page adds (the third-party sportsbook's tiles). The sport and competition
// are in the address (?sport=football&competition=…), so Back returns to the same list.
import { SPORTS, type Sport, type SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import { DotLoading } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePicked } from '../hooks/use-picked.ts';
import { useSportsLobby } from '../hooks/use-sports-live.ts';
import { dayLabel, matchDay } from '../lib/times.ts';
import { BetSlip } from './bet-slip.tsx';
import { EventRow } from './event-row.tsx';
import { MyBetsLink } from './my-bets-link.tsx';
import '../../../components/ui/visually-hidden.css';
import '../sports.css';

function upcomingByDay(events: readonly SportsEvent[]): { day: string; events: SportsEvent[] }[] {
  const days = new Map<string, SportsEvent[]>();
  const sorted = events.filter((event) => event.status === 'scheduled').sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
  for (const event of sorted) {
    const day = matchDay(event.startsAt);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days].map(([day, list]) => ({ day, events: list }));
}

export function SportsLobby({ more }: { more?: ReactNode }) {
  const { t } = useTranslation(['ui', 'messages']);
  const [params, setParams] = useSearchParams();
  const sport: Sport = params.get('sport') === 'football' ? 'football' : 'cricket';
  const competition = params.get('competition') || null;
  const query = useSportsLobby(sport, competition);
  const { picked, toggle } = usePicked();
  const data = query.data;

  const choose = (next: { sport: Sport; competition: string | null }) => {
    const search = new URLSearchParams();
    if (next.sport !== 'cricket') search.set('sport', next.sport);
    if (next.competition) search.set('competition', next.competition);
    setParams(search, { replace: true });
  };

  const live = useMemo(() => data?.events.filter((event) => event.status === 'live') ?? [], [data]);
  const upcoming = useMemo(() => upcomingByDay(data?.events ?? []), [data]);
  const competitions = data?.competitions.filter((entry) => entry.sport === sport) ?? [];
  const counts = (key: Sport) => data?.sports.find((entry) => entry.sport === key);

  const rows = (events: readonly SportsEvent[], now: string) => (
    <ul className="sports-list">
      {events.map((event) => (
        <EventRow key={event.id} event={event} now={now} picked={picked} onToggle={toggle} />
      ))}
    </ul>
  );

  return (
    <>
      <PageHeader title={t('routes.topMatches')} end={<MyBetsLink />} />
      <div className="sports-page">
        <div className="sports-tabs" role="tablist" aria-label={t('sports.sportsLabel')}>
          {SPORTS.map((key) => {
            const liveCount = counts(key)?.live ?? 0;
            return (
              <button
                key={key}
                type="button"
                role="tab"
                id={`sports-tab-${key}`}
                aria-selected={sport === key}
                aria-controls="sports-panel"
                className={sport === key ? 'sports-tabs__tab sports-tabs__tab--active' : 'sports-tabs__tab'}
                onClick={() => choose({ sport: key, competition: null })}
              >
                {t(`sports.sport.${key}`)}
                {liveCount > 0 ? (
                  <>
                    {' '}
                    <span className="sports-tabs__live">{t('sports.liveCount', { count: liveCount })}</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
        <div id="sports-panel" role="tabpanel" aria-labelledby={`sports-tab-${sport}`}>
          {competitions.length > 0 ? (
            <div className="sports-chips" role="group" aria-label={t('sports.competitions')}>
              <button type="button" className="sports-chip" aria-pressed={competition === null} onClick={() => choose({ sport, competition: null })}>
                {t('sports.allCompetitions')}
              </button>
              {competitions.map((entry) => (
                <button key={entry.key} type="button" className="sports-chip" aria-pressed={competition === entry.key} onClick={() => choose({ sport, competition: entry.key })}>
                  {entry.name}
                </button>
              ))}
            </div>
          ) : null}

          {!data ? (
            query.isError ? (
              <div className="sports-empty" role="alert">
                <p>{t('sports.lobbyFailed')}</p>
                <button type="button" className="link-button" onClick={() => void query.refetch()}>
                  {t('sports.retry')}
                </button>
              </div>
            ) : (
              <div className="sports-loading" role="status">
                <DotLoading /> {t('sports.loadingMatches')}
              </div>
            )
          ) : (
            <>
              <section className="sports-section" aria-labelledby="sports-live-now">
                <h2 className="sports-section__title" id="sports-live-now">
                  <span className="sports-live__dot" aria-hidden="true" />
                  {t('sports.liveNow')}
                </h2>
                {live.length > 0 ? rows(live, data.now) : <p className="sports-empty">{t('sports.noLive')}</p>}
              </section>
              <section className="sports-section" aria-labelledby="sports-upcoming">
                <h2 className="sports-section__title" id="sports-upcoming">
                  {t('sports.upcoming')}
                </h2>
                {upcoming.length === 0 ? <p className="sports-empty">{t('sports.noUpcoming')}</p> : null}
                {upcoming.map((group) => (
                  <div key={group.day} className="sports-day">
                    <h3 className="sports-day__title">{dayLabel(t, group.day, data.now)}</h3>
                    {rows(group.events, data.now)}
                  </div>
                ))}
              </section>
            </>
          )}
        </div>
        {more ? (
          <section className="sports-section sports-more" aria-labelledby="sports-more">
            <h2 className="sports-section__title" id="sports-more">
              {t('sports.moreSports')}
            </h2>
            <p className="sports-more__lead">{t('sports.moreSportsLead')}</p>
            {more}
          </section>
        ) : null}
      </div>
      <BetSlip />
    </>
  );
}
