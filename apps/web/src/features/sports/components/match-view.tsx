// /top/event/:id — one match: the scoreboard, then every market grouped by kind (in the contract's
// order of kinds; within a kind the ones taking bets first, settled and void ones last), and the
// bet slip. Live: the match's topic (hooks/use-sports-live.ts).
import { MARKET_KINDS, type Market, type MarketKind } from '@khel/contracts/endpoints/sportsbook';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { isEventNotFound } from '../api/sports-api.ts';
import { usePicked } from '../hooks/use-picked.ts';
import { useSportsEvent } from '../hooks/use-sports-live.ts';
import { kindName } from '../lib/labels.ts';
import { BetSlip } from './bet-slip.tsx';
import { MarketCard } from './market-card.tsx';
import { MyBetsLink } from './my-bets-link.tsx';
import { Scoreboard } from './scoreboard.tsx';
import '../../../components/ui/visually-hidden.css';
import '../sports.css';

const STATUS_ORDER: Record<Market['status'], number> = { open: 0, suspended: 0, closed: 1, settled: 2, void: 2 };

function byPlay(a: Market, b: Market): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (a.params.innings ?? 0) - (b.params.innings ?? 0) ||
    (a.params.over ?? 0) - (b.params.over ?? 0) ||
    (a.params.wicket ?? 0) - (b.params.wicket ?? 0) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    a.id - b.id
  );
}

export function groupMarkets(markets: readonly Market[]): { kind: MarketKind; markets: Market[] }[] {
  return MARKET_KINDS.map((kind) => ({ kind, markets: markets.filter((market) => market.kind === kind).sort(byPlay) })).filter((group) => group.markets.length > 0);
}

export function MatchView({ eventId }: { eventId: number }) {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useSportsEvent(eventId);
  const { picked, toggle } = usePicked();
  const data = query.data;

  if (!data) {
    return (
      <>
        <PageHeader title={t('routes.topMatches')} backTo={paths.top()} />
        <div className="sports-page">
          {query.isError ? (
            <div className="sports-empty" role="alert">
              <p>{isEventNotFound(query.error) ? query.error.message : t('sports.matchFailed')}</p>
              {isEventNotFound(query.error) ? (
                <Link className="link-button" to={paths.top()}>
                  {t('sports.backToLobby')}
                </Link>
              ) : (
                <button type="button" className="link-button" onClick={() => void query.refetch()}>
                  {t('sports.retry')}
                </button>
              )}
            </div>
          ) : (
            <div className="sports-loading" role="status">
              <DotLoading /> {t('sports.loadingMatch')}
            </div>
          )}
        </div>
      </>
    );
  }

  const { event } = data;
  const groups = groupMarkets(data.markets);
  return (
    <>
      <PageHeader title={t('sports.versus', { home: event.home, away: event.away })} backTo={paths.top()} end={<MyBetsLink />} />
      <div className="sports-page">
        <Scoreboard event={event} now={data.now} />
        {groups.length === 0 ? <p className="sports-empty">{t('sports.noMarkets')}</p> : null}
        {groups.map((group) =>
          group.markets.length === 1 ? (
            <MarketCard key={group.kind} event={event} market={group.markets[0]!} picked={picked} onToggle={toggle} level={2} />
          ) : (
            <section key={group.kind} className="sports-group" aria-labelledby={`sports-group-${group.kind}`}>
              <h2 className="sports-group__title" id={`sports-group-${group.kind}`}>
                {kindName(t, group.kind)}
              </h2>
              {group.markets.map((market) => (
                <MarketCard key={market.id} event={event} market={market} picked={picked} onToggle={toggle} level={3} />
              ))}
            </section>
          ),
        )}
      </div>
      <BetSlip />
    </>
  );
}
