// One of the player's bets: single or accumulator, each leg (match, market, pick, price, and its
// result once known), stake, odds, potential return, the state with what it paid, and while open
// the cash-out offered now.
import type { BetLeg, SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BetFigures } from './bet-figures.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { IconName } from '../../../components/ui/icon-names.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { formatBalance } from '../../../lib/money.ts';
import { marketName, selectionLabel } from '../lib/labels.ts';
import { formatOdds } from '../lib/odds.ts';
import { shortBetId } from './bet-receipt.tsx';

const LEG_ICONS: Record<NonNullable<BetLeg['result']> | 'open', IconName> = {
  won: 'CheckCircleOutline',
  lost: 'CloseOutline',
  void: 'UndoOutline',
  open: 'ClockCircleOutline',
};

function Leg({ leg }: { leg: BetLeg }) {
  const { t } = useTranslation(['ui', 'messages']);
  const result = leg.result ?? 'open';
  const market = { kind: leg.marketKind, params: leg.marketParams, line: leg.line };
  return (
    <li className={`sports-leg sports-leg--${result}`}>
      <span className="sports-leg__icon">
        <Icon name={LEG_ICONS[result]} />
        <span className="visually-hidden">{t(`sports.legResult.${result}`)}</span>
      </span>
      <span className="sports-leg__text">
        <span className="sports-leg__match">{t('sports.versus', { home: leg.home, away: leg.away })}</span>
        <span className="sports-leg__market">{marketName(t, market)}</span>
        <strong className="sports-leg__pick">{selectionLabel(t, market, { key: leg.selectionKey, name: leg.selectionName }, leg)}</strong>
      </span>
      <span className="sports-leg__odds">{formatOdds(leg.odds)}</span>
    </li>
  );
}

export function StateBadge({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation(['ui', 'messages']);
  const paid = bet.payout !== null && bet.state !== 'lost' && bet.state !== 'open';
  return (
    <span className={`sports-state sports-state--${bet.state}`}>
      {t(`sports.state.${bet.state}`)}
      {paid ? ` ${formatBalance(bet.payout!)}` : null}
    </span>
  );
}

export function BetCard({ bet, onCashOut }: { bet: SportsBet; onCashOut?: (bet: SportsBet) => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const titleId = `sports-bet-${bet.id}`;
  return (
    <li className="sports-bet">
      <article aria-labelledby={titleId}>
        <div className="sports-bet__head">
          <h2 className="sports-bet__kind" id={titleId}>
            {bet.kind === 'single' ? t('sports.kind.single') : t('sports.kind.accumulatorLegs', { count: bet.legs.length })}
            {bet.inPlay ? (
              <>
                {' '}
                <span className="sports-bet__inplay">{t('sports.inPlay')}</span>
              </>
            ) : null}
          </h2>
          <StateBadge bet={bet} />
        </div>
        <ul className="sports-bet__legs">
          {bet.legs.map((leg) => (
            <Leg key={leg.selectionId} leg={leg} />
          ))}
        </ul>
        <BetFigures bet={bet} />
        <p className="sports-bet__meta">
          {t('sports.betId', { id: shortBetId(bet.id) })} · {formatKarachi(bet.placedAt)}
        </p>
        {bet.state === 'open' && bet.cashOut !== null && onCashOut ? (
          <Button block color="primary" fill="outline" className="sports-bet__cash-out" onClick={() => onCashOut(bet)}>
            {t('sports.cashOut.button', { amount: formatBalance(bet.cashOut) })}
          </Button>
        ) : null}
      </article>
    </li>
  );
}
