// This round's players: masked name, stake, and the cash-out with its win once made (or "busted"
// once the round has ended without one). It fills the lower half of the screen while the round flies.
import type { CrashPlayer } from '@khel/contracts/endpoints/inhouse-crash';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { formatX } from './crash-format.ts';

export function CrashPlayers({ players, busted, mySeat }: { players: readonly CrashPlayer[]; busted: boolean; mySeat: number | null }) {
  const { t } = useTranslation('ui');
  const staked = players.reduce((sum, p) => sum + p.bet, 0);
  return (
    <section className="crash-players" aria-label={t('play.crash.table.players')}>
      <header>
        <span>{t('play.crash.table.playerCount', { count: players.length })}</span>
        <span>{formatBalance(staked)}</span>
      </header>
      {players.length === 0 ? (
        <p className="play-muted">{t('play.crash.table.noPlayers')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('play.crash.table.player')}</th>
              <th scope="col">{t('play.crash.table.bet')}</th>
              <th scope="col">{t('play.crash.table.cashOut')}</th>
              <th scope="col">{t('play.crash.table.win')}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => {
              const state = p.cashedOutAt !== null ? 'won' : busted || p.payout === 0 ? 'lost' : 'playing';
              return (
                <tr key={p.seat} className={`crash-players__${state}${p.seat === mySeat ? ' crash-players__mine' : ''}`}>
                  <td dir="ltr">{p.name}</td>
                  <td>{formatBalance(p.bet)}</td>
                  <td>{p.cashedOutAt !== null ? formatX(p.cashedOutAt) : state === 'lost' ? t('play.crash.table.busted') : '—'}</td>
                  <td>{p.payout !== null && p.payout > 0 ? formatBalance(p.payout) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
