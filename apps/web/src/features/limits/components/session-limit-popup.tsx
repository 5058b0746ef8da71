// The session-time limit ended play (server code 1842 on a launch or a round): a popup in the style
// of the reality check says so, and offers what stays open — withdrawing, the Limits screen, logging out.
import { Button, CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../../../hooks/use-logout.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import './deposit-limits.css';

export function SessionLimitPopup() {
  const { t } = useTranslation('ui');
  const entry = usePopup('session-limit');
  const { close, open } = usePopupStore.getState();
  const navigate = useNavigate();
  const logout = useLogout();
  /** Closes the popup, then goes on to what the player chose. */
  const then = (next: () => void) => () => {
    close('session-limit');
    next();
  };
  return (
    <CenterPopup visible={entry !== undefined} onMaskClick={() => close('session-limit')} destroyOnClose>
      <div className="limits-offer" role="alertdialog" aria-labelledby="session-limit-title">
        <h2 id="session-limit-title">{t('playLimits.ended.title')}</h2>
        <p>{entry?.message}</p>
        <Button block color="primary" onClick={then(() => open({ name: 'wallet', tab: 'withdraw' }))}>
          {t('playLimits.ended.withdraw')}
        </Button>
        <div className="limits-offer__actions">
          <Button onClick={then(() => void navigate(paths.depositLimits()))}>{t('playLimits.title')}</Button>
          <Button onClick={then(() => void logout())}>{t('playLimits.ended.logOut')}</Button>
        </div>
        <Button block fill="none" onClick={then(() => {})}>
          {t('playLimits.ended.ok')}
        </Button>
      </div>
    </CenterPopup>
  );
}
