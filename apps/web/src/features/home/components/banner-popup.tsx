// The banner carousel popup (docs/requirements/promotions.md#7-home-popups): two slides, looping, 3 s autoplay; slide 1 opens the daily
// sign-in popup, slide 2 goes to /pxx; a visitor's tap opens the sign-up popup instead. When it shows
// is app/home-popups.tsx's decision (players, once a day on home, after the other home popups).
import { LIMITS } from '@khel/contracts/limits';
import { CenterPopup, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { images } from '../../../config/paths.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { BannerArt } from '../../../components/ui/banner-art.tsx';
import { useBannerCopy, useBannerTap, type Banner } from './banner-carousel.tsx';
import './home.css';
import { WIDE_POPUP } from '../../../components/ui/popup-size.ts';
import { Icon } from '../../../components/ui/icon.tsx';

const SLIDES: readonly Banner[] = [
  { type: 'qd', image: images.banner('sign-in') },
  { type: 'pxx', image: images.banner('pxx') },
];

export function BannerCarouselPopup() {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('banner-carousel');
  const tap = useBannerTap();
  const copy = useBannerCopy();
  const close = () => usePopupStore.getState().close('banner-carousel');
  return (
    <CenterPopup
      visible={entry !== undefined}
      onMaskClick={close}
      destroyOnClose
      bodyClassName="banner-popup-body"
      style={WIDE_POPUP}
    >
      <div className="banner-popup" role="dialog" aria-label={t('mailbox.bannerPopup.title')}>
        <Swiper autoplay autoplayInterval={LIMITS.carouselMs} loop style={{ '--border-radius': '16px' }}>
          {SLIDES.map((slide) => (
            <Swiper.Item key={slide.type}>
              <button type="button" className="banner-popup__slide" onClick={() => tap(slide, close)}>
                <BannerArt image={slide.image} copy={copy(slide)} />
              </button>
            </Swiper.Item>
          ))}
        </Swiper>
        <button type="button" className="banner-popup__close" aria-label={t('app.close')} onClick={close}>
          <Icon name="CloseOutline" />
        </button>
      </div>
    </CenterPopup>
  );
}
