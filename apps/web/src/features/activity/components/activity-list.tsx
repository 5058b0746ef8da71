// The activity centre (/activitylist and /allactivities, docs/requirements/promotions.md#6-activity-centre-and-promotions-pages): every
// offer from activityList with its state, what can still be received and how many items wait to be claimed; a tap opens the
// offer's page. /activitylist puts what needs the player first (claimable, in progress, locked,
// claimed, ended); /allactivities keeps the catalogue order.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { images } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { activityListQueryOptions } from '../api/activity-api.ts';
import './activity.css';
import { OFFER_ICONS } from './offer-icons.tsx';
import { Icon } from '../../../components/ui/icon.tsx';


const PRIORITY: Record<OfferSummary['state'], number> = { claimable: 0, inProgress: 1, locked: 2, claimed: 3, ended: 4 };

/** Claimable first, then in progress, locked, claimed, ended; the catalogue order within each. */
export function byPriority(offers: readonly OfferSummary[]): OfferSummary[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => PRIORITY[a.offer.state] - PRIORITY[b.offer.state] || a.index - b.index)
    .map(({ offer }) => offer);
}

export function ActivityList({ order }: { order: 'priority' | 'catalogue' }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const open = usePopupStore((state) => state.open);
  const query = useQuery(activityListQueryOptions(loggedIn));

  if (!loggedIn) {
    return (
      <section className="activity activity--message">
        <p>{t('mailbox.activity.loginTitle')}</p>
        <Button color="primary" shape="rounded" onClick={() => open({ name: 'auth', tab: 'login' })}>
          {t('mailbox.activity.login')}
        </Button>
      </section>
    );
  }
  if (query.isPending) {
    return (
      <section className="activity activity--message">
        <DotLoading color="primary" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="activity activity--message">
        <p>{t('mailbox.activity.failed')}</p>
        <Button shape="rounded" onClick={() => void query.refetch()}>
          {t('mailbox.activity.retry')}
        </Button>
      </section>
    );
  }
  const offers = order === 'priority' ? byPriority(query.data.offers) : query.data.offers;
  return (
    <section className="activity">
      <p className="activity__note">{order === 'priority' ? t('mailbox.activity.note') : t('mailbox.activity.allNote')}</p>
      {offers.length === 0 ? (
        <div className="activity__empty">
          <img src={images.noData()} alt="" width={120} height={90} />
          <span>{t('mailbox.activity.empty')}</span>
        </div>
      ) : (
        <ul className="activity__list" aria-label={t('mailbox.activity.listLabel')}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferRow offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferRow({ offer }: { offer: OfferSummary }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const dimmed = offer.state === 'ended' || offer.state === 'claimed';
  return (
    <button
      type="button"
      className={dimmed ? 'offer-row offer-row--dimmed' : 'offer-row'}
      onClick={() => void navigate(offer.route)}
      data-testid={`offer-${offer.id}`}
    >
      <span className="offer-row__icon" aria-hidden="true">
        {OFFER_ICONS[offer.id]}
      </span>
      <span className="offer-row__text">
        <span className="offer-row__title">{t(`mailbox.activity.offers.${offer.id}`)}</span>
        <span className="offer-row__detail">
          {offer.amount > 0 && offer.state !== 'ended' ? (
            <span className="offer-row__amount">{t('mailbox.activity.upTo', { amount: formatBalance(offer.amount) })}</span>
          ) : null}
          {offer.pending > 0 ? <span className="offer-row__pending">{t('mailbox.activity.pending', { count: offer.pending })}</span> : null}
        </span>
      </span>
      <span className={`offer-state offer-state--${offer.state}`}>{t(`mailbox.activity.state.${offer.state}`)}</span>
      <Icon name="RightOutline" className="offer-row__chevron flip-rtl" />
    </button>
  );
}
