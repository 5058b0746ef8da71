// The bind-phone prompt that follows the sign-in popup (docs/requirements/promotions.md#7-home-popups): shown when no phone is stored,
// hidden for the rest of the day once dismissed. "Bind phone" goes to /bindphone. The sign-in
// popup queues it (bindPhonePromptTurn) in the popup store, which opens it only on a quiet screen.
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import { paths } from '../../../config/paths.ts';
import { usePopup, usePopupStore, type QueuedPopup } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { bindPhonePromptDismissedToday, dismissBindPhonePrompt } from '../lib/popup-dates.ts';
import './promotions.css';

/** The prompt's turn, decided when it comes: a player without a phone who has not dismissed it today. */
export const bindPhonePromptTurn: QueuedPopup = {
  pick: () => {
    const phone = useSessionStore.getState().player?.phone ?? '0';
    const unbound = phone === '0' || phone === '';
    return unbound && !bindPhonePromptDismissedToday() ? { popup: { name: 'bind-phone-prompt' } } : null;
  },
};

export function BindPhonePromptPopup() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const entry = usePopup('bind-phone-prompt');
  const dismiss = () => {
    dismissBindPhonePrompt();
    usePopupStore.getState().close('bind-phone-prompt');
  };
  return (
    <CenterPopup style={NARROW_POPUP} visible={entry !== undefined} onMaskClick={dismiss} destroyOnClose bodyClassName="promo-center-popup">
      <div className="promo-dialog" role="dialog" aria-labelledby="bind-phone-prompt-title">
        <h2 className="promo-dialog__title" id="bind-phone-prompt-title">
          {t('promotions.bindPhonePrompt.title')}
        </h2>
        <p className="promo-dialog__text">{t('promotions.bindPhonePrompt.text')}</p>
        <div className="promo-dialog__buttons">
          <Button block onClick={dismiss}>
            {t('promotions.bindPhonePrompt.later')}
          </Button>
          <Button
            block
            color="primary"
            onClick={() => {
              dismiss();
              void navigate(paths.bindPhone());
            }}
          >
            {t('promotions.bindPhonePrompt.go')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
