// Shown after every successful login and sign-up (docs/requirements/accounts.md#4-login).
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import './auth.css';

export function CongratulationPopup() {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('congratulation');
  const close = usePopupStore((state) => state.close);
  const player = usePlayer();
  return (
    <CenterPopup visible={entry !== undefined} onMaskClick={() => close('congratulation')} destroyOnClose>
      <div className="congrats" role="dialog" aria-labelledby="congrats-title">
        <div className="congrats__burst" aria-hidden="true">
          ★
        </div>
        <h2 className="congrats__title" id="congrats-title">
          {t('auth.congratsTitle')}
        </h2>
        <p className="congrats__text">
          {entry?.registered
            ? t('auth.congratsRegistered', { name: player?.name ?? '' })
            : t('auth.congratsWelcome', { name: player?.name ?? '' })}
        </p>
        <Button block color="primary" size="large" onClick={() => close('congratulation')}>
          {t('auth.congratsContinue')}
        </Button>
      </div>
    </CenterPopup>
  );
}
