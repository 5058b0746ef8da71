// The agency promotion popup (docs/requirements/promotions.md#7-home-popups): the home page opens it by name
// ('agency-promo'); every way out closes it through the popup store, which is where the home
// sequence continues (flag, then daily first deposit or the download prompt).
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { images, paths } from '../../../config/paths.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import './agency.css';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import { Icon } from '../../../components/ui/icon.tsx';

/** popups/agency.png is 600 × 600; its painted button starts 500 px down. */
const PICTURE_HEIGHT = 490;

export function AgencyPromoPopup() {
  const { t } = useTranslation('ui');
  const entry = usePopup('agency-promo');
  const navigate = useNavigate();
  const close = () => usePopupStore.getState().close('agency-promo');
  const invite = () => {
    close();
    void navigate(paths.agency());
  };
  return (
    <CenterPopup style={NARROW_POPUP} visible={entry !== undefined} onMaskClick={close} destroyOnClose>
      <div className="agency-promo" role="dialog" aria-label={t('agency.promoTitle')}>
        {/* The picture has an "Invite Now" button painted into its foot: shown whole, the popup offered
            two. The picture is cropped above it and is no button; the one button is the translated one below. */}
        <img className="agency-promo__image" src={images.popup('agency')} alt={t('agency.promoTitle')} width={600} height={PICTURE_HEIGHT} />
        <p className="agency-promo__text">{t('agency.intro')}</p>
        <Button color="primary" shape="rounded" size="large" onClick={invite}>
          {t('agency.promoInvite')}
        </Button>
        <button type="button" className="agency-promo__close" aria-label={t('app.close')} onClick={close}>
          <Icon name="CloseOutline" />
        </button>
      </div>
    </CenterPopup>
  );
}
