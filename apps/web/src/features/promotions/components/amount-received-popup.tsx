// 'Amount received' (docs/requirements/promotions.md#1-one-claim-path): shown after any successful claim; every feature opens it with
// open({ name: 'amount-received', amount }) (hundredths).
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import './promotions.css';

export function AmountReceivedPopup() {
  const { t } = useTranslation('ui');
  const entry = usePopup('amount-received');
  const close = usePopupStore((state) => state.close);
  return (
    <CenterPopup style={NARROW_POPUP} visible={entry !== undefined} onMaskClick={() => close('amount-received')} destroyOnClose bodyClassName="promo-center-popup">
      <div className="received" role="dialog" aria-labelledby="received-title">
        <div className="received__coin" aria-hidden="true">
          ₨
        </div>
        <h2 className="received__title" id="received-title">
          {t('promotions.received.title')}
        </h2>
        <p className="received__amount" data-testid="received-amount">
          {formatBalance(entry?.amount ?? 0)}
        </p>
        <Button block color="primary" size="large" onClick={() => close('amount-received')}>
          {t('promotions.received.ok')}
        </Button>
      </div>
    </CenterPopup>
  );
}
