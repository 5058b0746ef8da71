// Home carousel (spec §2): four banners, looping, advancing every 3 s. Taps need a player; the
// banner's type says where it goes.
import { LIMITS } from '@khel/contracts/limits';
import './home.css';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { images, paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { showComingNotice } from '../../../lib/notices.ts';

/** Spec §2 banner types shown on home: qd sign-in, vip, dl agency, pxx. */
export type BannerType = 'qd' | 'vip' | 'dl' | 'pxx';

const BANNERS: { type: BannerType; image: Parameters<typeof images.banner>[0] }[] = [
  { type: 'qd', image: 'sign-in' },
  { type: 'vip', image: 'vip' },
  { type: 'dl', image: 'agency' },
  { type: 'pxx', image: 'pxx' },
];

const ROUTE_BY_TYPE: Partial<Record<BannerType, string>> = {
  vip: paths.vip(),
  dl: paths.agency(),
  pxx: paths.pxx(),
};

export function BannerCarousel() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const requirePlayer = useRequirePlayer();
  const tap = (type: BannerType) =>
    requirePlayer(() => {
      const route = ROUTE_BY_TYPE[type];
      // Sign-in rewards arrive with the promotions issue; until then say so.
      if (route) void navigate(route);
      else showComingNotice('signIn');
    });
  return (
    <div className="banner-carousel">
      <Swiper autoplay autoplayInterval={LIMITS.carouselMs} loop style={{ '--border-radius': '16px' }}>
        {BANNERS.map((banner) => (
          <Swiper.Item key={banner.type}>
            <button type="button" className="banner-carousel__slide" onClick={() => tap(banner.type)}>
              <img src={images.banner(banner.image)} alt={t(`home.banners.${banner.type}`)} draggable={false} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
