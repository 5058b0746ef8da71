// /top/bets — the player's sportsbook bets: Open (with the cash-out offered now, read again every
// SPORTS_POLL_MS while the page is visible) and Settled (newest first, 20 at a time, "Load more").
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { MY_BETS_KEY, openBetsQueryOptions, settledBetsQueryOptions } from '../api/sports-api.ts';
import { SPORTS_POLL_MS } from '../hooks/use-sports-live.ts';
import { BetCard } from './bet-card.tsx';
import { CashOutDialog, type CashOutTarget } from './cash-out-dialog.tsx';
import '../../../components/ui/visually-hidden.css';
import '../sports.css';

type BetList = 'open' | 'settled';

export function MyBets() {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const [list, setList] = useState<BetList>('open');
  const [target, setTarget] = useState<CashOutTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const open = useQuery({ ...openBetsQueryOptions(token), enabled: list === 'open', refetchInterval: SPORTS_POLL_MS });
  const settled = useInfiniteQuery({ ...settledBetsQueryOptions(token), enabled: list === 'settled' });

  const reload = async (betId: string) => {
    const bets = await queryClient.fetchQuery({ ...openBetsQueryOptions(token), staleTime: 0 });
    return bets.find((bet) => bet.id === betId)?.cashOut ?? null;
  };

  const rows: SportsBet[] = list === 'open' ? (open.data ?? []) : (settled.data?.pages.flat() ?? []);
  const query = list === 'open' ? open : settled;

  return (
    <>
      <PageHeader title={t('routes.sportsBets')} backTo={paths.top()} />
      <div className="sports-page">
        <div className="seg-tabs sports-bets__tabs" role="tablist" aria-label={t('routes.sportsBets')}>
          {(['open', 'settled'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`sports-bets-${key}`}
              aria-selected={list === key}
              aria-controls="sports-bets-panel"
              className={list === key ? 'seg-tabs__tab seg-tabs__tab--active' : 'seg-tabs__tab'}
              onClick={() => setList(key)}
            >
              {t(`sports.bets.${key}`)}
            </button>
          ))}
        </div>
        <p className="sports-bets__status" role="status">
          {announcement}
        </p>
        <div id="sports-bets-panel" role="tabpanel" aria-labelledby={`sports-bets-${list}`}>
          {query.isPending ? (
            <div className="sports-loading" role="status">
              <DotLoading /> {t('sports.bets.loading')}
            </div>
          ) : query.isError && rows.length === 0 ? (
            <div className="sports-empty" role="alert">
              <p>{t('sports.bets.failed')}</p>
              <button type="button" className="link-button" onClick={() => void query.refetch()}>
                {t('sports.retry')}
              </button>
            </div>
          ) : rows.length === 0 ? (
            <div className="sports-empty">
              <p>{list === 'open' ? t('sports.bets.emptyOpen') : t('sports.bets.emptySettled')}</p>
              <Link className="link-button" to={paths.top()}>
                {t('sports.backToLobby')}
              </Link>
            </div>
          ) : (
            <ul className="sports-bets">
              {rows.map((bet) => (
                <BetCard key={bet.id} bet={bet} onCashOut={list === 'open' ? (chosen) => chosen.cashOut !== null && setTarget({ bet: chosen, amount: chosen.cashOut }) : undefined} />
              ))}
            </ul>
          )}
          {list === 'settled' && settled.hasNextPage ? (
            <button type="button" className="link-button sports-bets__more" disabled={settled.isFetchingNextPage} onClick={() => void settled.fetchNextPage()}>
              {t('sports.bets.loadMore')}
            </button>
          ) : null}
        </div>
      </div>
      <CashOutDialog
        target={target}
        onClose={() => setTarget(null)}
        reload={reload}
        onOfferChanged={(amount) => setTarget((current) => (current && amount !== null ? { ...current, amount } : current))}
        onDone={(bet, balance) => {
          setTarget(null);
          queryClient.setQueryData<SportsBet[]>(openBetsQueryOptions(token).queryKey, (bets) => bets?.filter((entry) => entry.id !== bet.id));
          setAnnouncement(t('sports.cashOut.done', { amount: formatBalance(bet.payout ?? 0), balance: formatBalance(balance) }));
          void queryClient.invalidateQueries({ queryKey: MY_BETS_KEY });
        }}
      />
    </>
  );
}
