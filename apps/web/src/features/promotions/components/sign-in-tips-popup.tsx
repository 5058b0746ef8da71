// 'Tips' (docs/requirements/promotions.md#2-daily-sign-in): today's sign-in day needs a higher VIP level. Cancel closes; Recharge closes
// the sign-in and opens the wallet on the Deposit tab (deposits raise the VIP level).
import { useQuery } from '@tanstack/react-query';
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOpenWallet } from '../../../hooks/use-open-wallet.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { signInQueryOptions } from '../api/promotions-api.ts';
import { markSignInPopupClosed } from '../lib/popup-dates.ts';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import './promotions.css';

export function SignInTipsPopup() {
  const { t } = useTranslation('ui');
  const entry = usePopup('sign-in-tips');
  const close = usePopupStore((state) => state.close);
  const openWallet = useOpenWallet();
  const { data } = useQuery({ ...signInQueryOptions(), enabled: entry !== undefined });
  const day = data?.curDay ?? 1;
  const level = data?.days.find((d) => d.day === day)?.vip ?? 3;
  const recharge = () =>
    openWallet('deposit', () => {
      close('sign-in-tips');
      close('sign-in');
      markSignInPopupClosed();
    });
  return (
    <CenterPopup style={NARROW_POPUP} visible={entry !== undefined} onMaskClick={() => close('sign-in-tips')} destroyOnClose bodyClassName="promo-center-popup">
      <div className="promo-dialog" role="dialog" aria-labelledby="sign-in-tips-title">
        <h2 className="promo-dialog__title" id="sign-in-tips-title">
          {t('promotions.tips.title')}
        </h2>
        <p className="promo-dialog__text">{t('promotions.tips.text', { day, level })}</p>
        <div className="promo-dialog__buttons">
          <Button block onClick={() => close('sign-in-tips')}>
            {t('promotions.tips.cancel')}
          </Button>
          <Button block color="primary" onClick={recharge}>
            {t('promotions.tips.recharge')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
