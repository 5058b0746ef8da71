// What was placed: each bet's short id, kind, stake, odds and potential return, and the balance after.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { useTranslation } from 'react-i18next';
import { BetFigures } from './bet-figures.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatBalance } from '../../../lib/money.ts';

/** A bet id as the player sees it: its first eight characters, upper case. */
export const shortBetId = (id: string) => id.slice(0, 8).toUpperCase();

export function BetReceipt({ bets, balance }: { bets: readonly SportsBet[]; balance: number | null }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <section className="sports-receipt" aria-labelledby="sports-receipt-title">
      <h3 className="sports-receipt__title" id="sports-receipt-title">
        <Icon name="CheckCircleOutline" /> {t('sports.slip.placed', { count: bets.length })}
      </h3>
      <ul className="sports-receipt__list">
        {bets.map((bet) => (
          <li key={bet.id} className="sports-receipt__bet">
            <div className="sports-receipt__head">
              <span>{t(`sports.kind.${bet.kind}`)}</span>
              <span className="sports-receipt__id">{t('sports.betId', { id: shortBetId(bet.id) })}</span>
            </div>
            <BetFigures bet={bet} />
          </li>
        ))}
      </ul>
      {balance !== null ? <p className="sports-receipt__balance">{t('sports.slip.balance', { amount: formatBalance(balance) })}</p> : null}
    </section>
  );
}
