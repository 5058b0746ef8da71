// The bind-phone prompt that follows the sign-in popup (spec §4): shown when no phone is stored,
// hidden for the rest of the day once dismissed. "Bind phone" goes to /bindphone.
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import './promotions.css';

interface BindPhonePromptProps {
  visible: boolean;
  onDismiss: () => void;
  onBind: () => void;
}

export function BindPhonePrompt({ visible, onDismiss, onBind }: BindPhonePromptProps) {
  const { t } = useTranslation('ui');
  return (
    <CenterPopup style={NARROW_POPUP} visible={visible} onMaskClick={onDismiss} destroyOnClose bodyClassName="promo-center-popup">
      <div className="promo-dialog" role="dialog" aria-labelledby="bind-phone-prompt-title">
        <h2 className="promo-dialog__title" id="bind-phone-prompt-title">
          {t('promotions.bindPhonePrompt.title')}
        </h2>
        <p className="promo-dialog__text">{t('promotions.bindPhonePrompt.text')}</p>
        <div className="promo-dialog__buttons">
          <Button block onClick={onDismiss}>
            {t('promotions.bindPhonePrompt.later')}
          </Button>
          <Button block color="primary" onClick={onBind}>
            {t('promotions.bindPhonePrompt.go')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
