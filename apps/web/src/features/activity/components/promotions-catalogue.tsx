// /promo and /promo/* (docs/requirements/promotions.md#6-activity-centre-and-promotions-pages; nothing more is required there): every
// promotion, grouped, with what it gives and a link to its own page. Visitors see the catalogue and are asked to sign
// up when they open one; players also see each offer's state from activityList.
import type { OfferId, OfferSummary } from '@khel/contracts/endpoints/activity';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { activityListQueryOptions } from '../api/activity-api.ts';
import './activity.css';
import { OFFER_ICONS } from './offer-icons.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

type PromoId = Exclude<OfferId, 'mailbox'>;

/** Each offer's own page (the same routes activityList returns). */
const ROUTES: Record<PromoId, () => string> = {
  'first-deposit': paths.firstCharge,
  'daily-first-deposit': paths.todayPay,
  'treasure-chest': paths.treasureChest,
  'recharge-spin': paths.pxx,
  'lucky-draw': paths.newYearLuckyDraw,
  'sign-in': paths.promoRewards,
  'online-rewards': paths.onlineRewards,
  'daily-gift': paths.promoDaily,
  'new-user-red-packet': paths.promoDaily,
  'loss-rebate': paths.loss,
  'gift-code': paths.giftCode,
  'bind-phone': paths.promoRewards,
  'bind-bank-card': paths.promoRewards,
  invite: paths.agency,
  'vip-upgrade': paths.vip,
};

const GROUPS: readonly { key: 'deposit' | 'daily' | 'more'; offers: readonly PromoId[] }[] = [
  { key: 'deposit', offers: ['first-deposit', 'daily-first-deposit', 'treasure-chest', 'recharge-spin', 'lucky-draw'] },
  { key: 'daily', offers: ['sign-in', 'online-rewards', 'daily-gift', 'new-user-red-packet', 'loss-rebate'] },
  { key: 'more', offers: ['gift-code', 'bind-phone', 'bind-bank-card', 'invite', 'vip-upgrade'] },
];

export function PromotionsCatalogue() {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const query = useQuery(activityListQueryOptions(loggedIn));
  const byId = new Map((query.data?.offers ?? []).map((offer) => [offer.id, offer]));

  return (
    <section className="activity promotions">
      <p className="activity__note">{loggedIn ? t('account.promo.lead') : t('account.promo.visitorLead')}</p>
      {GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`promo-${group.key}`}>
          <h2 className="section-title" id={`promo-${group.key}`}>
            {t(`account.promo.groups.${group.key}`)}
          </h2>
          <ul className="activity__list">
            {group.offers.map((id) => (
              <li key={id}>
                <PromoRow id={id} summary={byId.get(id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function PromoRow({ id, summary }: { id: PromoId; summary: OfferSummary | undefined }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const requirePlayer = useRequirePlayer();
  const dimmed = summary?.state === 'ended' || summary?.state === 'claimed';
  return (
    <button
      type="button"
      className={dimmed ? 'offer-row offer-row--dimmed' : 'offer-row'}
      onClick={() => requirePlayer(() => void navigate(summary?.route ?? ROUTES[id]()))}
      data-testid={`promo-${id}`}
    >
      <span className="offer-row__icon" aria-hidden="true">
        {OFFER_ICONS[id]}
      </span>
      <span className="offer-row__text">
        <span className="offer-row__title">{t(`mailbox.activity.offers.${id}`)}</span>
        <span className="offer-row__detail">{t(`account.promo.descriptions.${id}`)}</span>
      </span>
      {summary ? <span className={`offer-state offer-state--${summary.state}`}>{t(`mailbox.activity.state.${summary.state}`)}</span> : null}
      <Icon name="RightOutline" className="offer-row__chevron flip-rtl" />
    </button>
  );
}
