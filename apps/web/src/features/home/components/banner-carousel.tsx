// Home carousel (docs/requirements/navigation.md#3-home-page): the banners of BannerConf (hooks/use-home-banners.ts), looping,
// advancing every 3 s. Taps need a player (a visitor gets the sign-up popup); the banner's type says where it goes
// (docs/requirements/navigation.md#4-banners-by-type): qd sign-in popup; xz the app download prompt; dl /agency; mrsc /todaypay; hdjs
// /allactivities; schd the first-deposit popup; ksfh /loss; pxx /pxx; vip /vip; tg the Telegram link
// (ClientParamConf feedback.telegram); anything else is a game banner: /game/playps with name, id, type.
import { LIMITS } from '@khel/contracts/limits';
import './home.css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BannerArt, type BannerCopy } from '../../../components/ui/banner-art.tsx';
import { SnapCarousel } from '../../../components/ui/snap-carousel.tsx';
import { images, paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { useClientParam } from '../../../lib/config-documents.ts';
import { countClick } from '../../../lib/click-counter.ts';
import { toastText } from '../../../lib/toast.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';

/** Banner types (docs/requirements/navigation.md#4-banners-by-type); any other type is a game banner. */
export const BANNER_TYPES = ['qd', 'xz', 'dl', 'mrsc', 'hdjs', 'schd', 'ksfh', 'pxx', 'vip', 'tg'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export interface Banner {
  /** A BannerType, or a game banner's own type (its `game` says which game). */
  type: string;
  /** Text-free artwork; the copy is laid over it in the player's language. */
  image: string;
  /** The title to lay over the artwork; defaults to the type's copy or label. */
  label?: string;
  game?: { name: string; id: string; type: string };
}

/** The banners whose artwork has its own copy (title, line, button) in locales/home. */
const WITH_COPY = ['qd', 'vip', 'dl', 'pxx'] as const;
const hasCopy = (type: string): type is (typeof WITH_COPY)[number] => (WITH_COPY as readonly string[]).includes(type);

/** The four home banners (sign-in, VIP, agency, pxx): BannerConf's seed, shown until the document arrives. */
export const HOME_BANNERS: readonly Banner[] = [
  { type: 'qd', image: images.banner('sign-in') },
  { type: 'vip', image: images.banner('vip') },
  { type: 'dl', image: images.banner('agency') },
  { type: 'pxx', image: images.banner('pxx') },
];

const ROUTE_BY_TYPE: Partial<Record<BannerType, () => string>> = {
  dl: paths.agency,
  mrsc: paths.todayPay,
  hdjs: paths.allActivities,
  ksfh: paths.loss,
  pxx: paths.pxx,
  vip: paths.vip,
};

const isBannerType = (type: string): type is BannerType => (BANNER_TYPES as readonly string[]).includes(type);

/** What a banner tap does (shared by the home carousel and the banner popup). */
export function useBannerTap(): (banner: Pick<Banner, 'type' | 'game'>, before?: () => void) => void {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const requirePlayer = useRequirePlayer();
  const telegram = useClientParam('feedback.telegram');
  return useCallback(
    (banner, before) => {
      before?.();
      countClick(isBannerType(banner.type) ? `banner.${banner.type}` : 'banner.game');
      requirePlayer(() => {
        const open = usePopupStore.getState().open;
        const type = banner.type;
        if (!isBannerType(type)) {
          const game = banner.game ?? { name: type, id: '', type: '' };
          void navigate(paths.gamePlayPs({ name: game.name, id: game.id, type: game.type }));
          return;
        }
        const route = ROUTE_BY_TYPE[type];
        if (route) void navigate(route());
        else if (type === 'qd') open({ name: 'sign-in' });
        else if (type === 'schd') open({ name: 'first-deposit' });
        else if (type === 'xz') open({ name: 'app-download' });
        else if (telegram) window.open(telegram, '_blank', 'noopener,noreferrer');
        else toastText(t('support.unavailable'));
      });
    },
    [navigate, requirePlayer, telegram, t],
  );
}

/** The copy laid over a banner's artwork, in the player's language. */
export function useBannerCopy(): (banner: Banner) => BannerCopy {
  const { t } = useTranslation(['ui', 'messages']);
  return (banner) => {
    if (banner.label) return { title: banner.label };
    const type = banner.type;
    if (hasCopy(type)) {
      return { title: t(`homeScreen.banners.${type}.title`), text: t(`homeScreen.banners.${type}.text`), cta: t(`homeScreen.banners.${type}.cta`) };
    }
    switch (type) {
      case 'xz':
      case 'mrsc':
      case 'hdjs':
      case 'schd':
      case 'ksfh':
      case 'tg':
        return { title: t(`mailbox.banners.${type}`) };
      default:
        return { title: t('mailbox.banners.game', { name: banner.game?.name ?? type }) };
    }
  };
}

export function BannerCarousel({ banners = HOME_BANNERS }: { banners?: readonly Banner[] }) {
  const tap = useBannerTap();
  const copy = useBannerCopy();
  const { t } = useTranslation();
  return (
    <div className="banner-carousel">
      <SnapCarousel intervalMs={LIMITS.carouselMs} label={t('homeScreen.carousel')}>
        {banners.map((banner, index) => (
          <button key={`${banner.type}-${index}`} type="button" className="banner-carousel__slide" onClick={() => tap(banner)}>
            <BannerArt image={banner.image} copy={copy(banner)} />
          </button>
        ))}
      </SnapCarousel>
    </div>
  );
}
