// The auth popup sliding from the top (docs/requirements/accounts.md#4-login) with its Login and Sign Up tabs.
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { images } from '../../../config/paths.ts';
import { usePopup, usePopupStore, type AuthTab } from '../../../stores/popup-store.ts';
import { AccountLoginForm } from './account-login-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import './auth.css';

export function AuthPopup() {
  const entry = usePopup('auth');
  const close = usePopupStore((state) => state.close);
  return (
    <Popup
      visible={entry !== undefined}
      position="top"
      onMaskClick={() => close('auth')}
      destroyOnClose
      bodyClassName="auth-top-popup"
    >
      {entry ? <AuthPanel tab={entry.tab} onClose={() => close('auth')} /> : null}
    </Popup>
  );
}

export function AuthPanel({ tab, onClose }: { tab: AuthTab; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  const select = (next: AuthTab) => open({ name: 'auth', tab: next });
  return (
    <div className="auth-sheet" role="dialog" aria-labelledby="auth-popup-title">
      <div className="auth-sheet__brand">
        <img src={images.logo()} alt="Khel" height={30} />
      </div>
      <SheetHeader id="auth-popup-title" title={tab === 'login' ? t('auth.welcomeBack') : t('auth.createAccount')} onClose={onClose} />
      <LanguageSwitch label={t('auth.languageLabel')} />
      <div className="seg-tabs auth-tabs" role="tablist" aria-label={t('auth.tabsLabel')}>
        {(['login', 'signup'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`auth-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`auth-panel-${key}`}
            className={tab === key ? 'seg-tabs__tab seg-tabs__tab--active' : 'seg-tabs__tab'}
            onClick={() => select(key)}
          >
            {key === 'login' ? t('auth.login') : t('auth.signUp')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
        {tab === 'login' ? <AccountLoginForm onForgot={onClose} /> : <SignUpForm onNavigate={onClose} />}
      </div>
    </div>
  );
}
