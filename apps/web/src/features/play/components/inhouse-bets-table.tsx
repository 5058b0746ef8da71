// The bet lists under every in-house game: "My bets" (signed in), "All bets" and "High rollers"
// (everyone). Rows are settled rounds from the server only, names as the server masks them. A
// round pushed live is prepended; while no socket is up the open list is fetched every few seconds;
// once the server confirms the live subscription the lists are read again (the catch-up).
import { INHOUSE_HIGH_ROLLER_BET, inhouseBetsTopic, type InhouseBet } from '@khel/contracts/endpoints/inhouse-bets';
import type { InhouseGame } from '@khel/contracts/endpoints/inhouse-games';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/karachi-date.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { addPushedBet, betsQueryKey, betsQueryOptions, type BetList } from '../api/inhouse-bets-api.ts';
import { useBetsLive } from '../hooks/use-bets-live.ts';
import { formatX } from './crash-format.ts';
import './inhouse-bets-table.css';

/** How often the open list is fetched while live events are not connected. */
export const BETS_POLL_MS = 4_000;

function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Karachi' }).format(new Date(iso));
}

export function InhouseBetsTable({ game }: { game: InhouseGame }) {
  const { t } = useTranslation(['ui', 'messages']);
  const player = usePlayer();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<BetList>('all');
  const tabs: BetList[] = player ? ['mine', 'all', 'high'] : ['all', 'high'];
  const list = tabs.includes(picked) ? picked : 'all';
  const connected = useBetsLive(
    inhouseBetsTopic(game),
    useCallback((bet: InhouseBet) => bet.game === game && addPushedBet(queryClient, bet), [game, queryClient]),
    // Subscribed (also after a reconnect): rounds settled since the lists were read are fetched.
    useCallback(() => void queryClient.invalidateQueries({ queryKey: betsQueryKey(game) }), [game, queryClient]),
  );
  const query = useQuery({ ...betsQueryOptions(game, list), refetchInterval: connected ? false : BETS_POLL_MS });
  const rows = query.data ?? [];

  return (
    <section className="bets" aria-label={t('play.bets.title')}>
      <div className="bets__tabs" role="tablist" aria-label={t('play.bets.title')}>
        {tabs.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={list === key} className={list === key ? 'play-chip play-chip--active' : 'play-chip'} onClick={() => setPicked(key)}>
            {t(`play.bets.tabs.${key}`)}
          </button>
        ))}
      </div>
      {list === 'high' ? <p className="bets__note">{t('play.bets.highNote', { amount: formatBalance(INHOUSE_HIGH_ROLLER_BET) })}</p> : null}
      <table className="bets__table" data-testid={`bets-${list}`}>
        <thead>
          <tr>
            <th scope="col">{t('play.bets.player')}</th>
            <th scope="col">{t('play.bets.time')}</th>
            <th scope="col" className="bets__num">{t('play.bets.bet')}</th>
            <th scope="col" className="bets__num">{t('play.bets.multiplier')}</th>
            <th scope="col" className="bets__num">{t('play.bets.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.payout > row.bet ? 'bets__row bets__row--win' : 'bets__row'}>
              <td className="bets__player">{row.player}</td>
              <td className="bets__time">{formatTime(row.time)}</td>
              <td className="bets__num">{formatBalance(row.bet)}</td>
              <td className="bets__num">{formatX(row.multiplier)}</td>
              <td className="bets__num bets__payout">{formatBalance(row.payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.isError && rows.length === 0 ? (
        <p className="bets__empty">{t('play.bets.failed')}</p>
      ) : query.isSuccess && rows.length === 0 ? (
        <p className="bets__empty">{list === 'mine' ? t('play.bets.emptyMine') : t('play.bets.empty')}</p>
      ) : null}
    </section>
  );
}
