// The 'Welcome Back' popup (docs/requirements/accounts.md#4-login): phone + password, Forgot Password, Login.
import { LoginByPhone, LoginType } from '@khel/contracts/endpoints/auth';
import { LIMITS } from '@khel/contracts/limits';
import { Button, CenterPopup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { fieldErrors } from '../../../lib/validation.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { useLogin } from '../hooks/use-login.ts';
import './auth.css';

type LoginField = 'phone' | 'token';

export function LoginPopup() {
  const entry = usePopup('login');
  const close = usePopupStore((state) => state.close);
  return (
    <CenterPopup
      visible={entry !== undefined}
      onMaskClick={() => close('login')}
      destroyOnClose
      className="auth-center-popup"
    >
      <LoginPopupForm onClose={() => close('login')} />
    </CenterPopup>
  );
}

function LoginPopupForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const replace = usePopupStore((state) => state.replace);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const { errors, check } = useFieldErrors({ phone, token: password }, (values) => fieldErrors<LoginField>(LoginByPhone, values));

  const submit = useDebouncedSubmit(() => {
    if (!check() || login.isPending) return;
    login.mutate({ form: 'login', loginType: LoginType.phone, phone, password });
  });

  const message = (field: LoginField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  return (
    <div className="auth-sheet" role="dialog" aria-labelledby="login-popup-title">
      <SheetHeader id="login-popup-title" title={t('auth.welcomeBack')} onClose={onClose} />
      <LanguageSwitch label={t('auth.languageLabel')} />
      <p className="auth-sheet__lead">{t('auth.welcomeBackLead')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field id="login-phone" label={t('auth.phone')} error={message('phone')} prefix={LIMITS.signUpCountryCode}>
          <DigitInput
            id="login-phone"
            phone
            maxLength={LIMITS.phoneMaxLength}
            value={phone}
            placeholder={t('auth.phonePlaceholder')}
            aria-invalid={errors.phone !== undefined}
            onValueChange={setPhone}
          />
        </Field>
        <Field id="login-password" label={t('auth.password')} error={message('token')}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            aria-invalid={errors.token !== undefined}
            onValueChange={setPassword}
          />
        </Field>
        <div className="auth-sheet__row">
          <Link className="auth-link" to={paths.recoverPassword()} onClick={onClose}>
            {t('auth.forgotPassword')}
          </Link>
          <button type="button" className="auth-link" onClick={() => replace('login', { name: 'auth', tab: 'login' })}>
            {t('auth.useAccountOrEmail')}
          </button>
        </div>
        <Button block color="primary" size="large" type="submit" loading={login.isPending} className="auth-submit">
          {t('auth.login')}
        </Button>
      </form>
      <p className="auth-sheet__switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="auth-link" onClick={() => replace('login', { name: 'auth', tab: 'signup' })}>
          {t('auth.signUp')}
        </button>
      </p>
    </div>
  );
}
