// The auth popup's Login tab: phone-or-username (all digits → phone login, else account) or,
// switched, email; each with the messages of its form (docs/requirements/accounts.md#4-login).
import { LoginByAccount, LoginByEmail, LoginByPhone, LoginType } from '@khel/contracts/endpoints/auth';
import { LIMITS } from '@khel/contracts/limits';
import { normalizePhone } from '@khel/contracts/rules';
import { Button, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { fieldErrors } from '../../../lib/validation.ts';
import { useLogin } from '../hooks/use-login.ts';

type LoginField = 'account' | 'token';

export function isAllDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

export function AccountLoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const [byEmail, setByEmail] = useState(false);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const { errors, check, reset } = useFieldErrors({ account, token: password }, (values) => {
    if (byEmail) return fieldErrors<LoginField>(LoginByEmail, values);
    // Digits are sent as a phone login, so they meet the phone rules the server applies to one.
    const value = values.account.trim();
    if (!isAllDigits(value)) return fieldErrors<LoginField>(LoginByAccount, values);
    const { phone, token } = fieldErrors<'phone' | 'token'>(LoginByPhone, { phone: value, token: values.token });
    return { ...(phone ? { account: phone } : {}), ...(token ? { token } : {}) };
  });

  const submit = useDebouncedSubmit(() => {
    if (!check() || login.isPending) return;
    const value = account.trim();
    if (byEmail) {
      login.mutate({ form: 'login', loginType: LoginType.email, account: value.toLowerCase(), password });
    } else if (isAllDigits(value)) {
      login.mutate({ form: 'login', loginType: LoginType.phone, phone: normalizePhone(value), password });
    } else {
      login.mutate({ form: 'login', loginType: LoginType.account, account: value, password });
    }
  });

  const message = (field: LoginField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  return (
    <form
      noValidate
      className="auth-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {byEmail ? (
        <EmailField id="auth-login-email" value={account} error={message('account')} onChange={setAccount} />
      ) : (
        <Field id="auth-login-account" label={t('auth.account')} error={message('account')}>
          <input
            id="auth-login-account"
            className="field__input"
            autoComplete="username"
            maxLength={LIMITS.accountMaxLength}
            placeholder={t('auth.accountOrPhonePlaceholder')}
            value={account}
            aria-invalid={errors.account !== undefined}
            onChange={(event) => setAccount(event.target.value)}
          />
        </Field>
      )}
      <Field id="auth-login-password" label={t('auth.password')} error={message('token')}>
        <PasswordInput
          id="auth-login-password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          value={password}
          aria-invalid={errors.token !== undefined}
          onValueChange={setPassword}
        />
      </Field>
      <div className="auth-sheet__row">
        <label className="auth-switch">
          <Switch
            checked={byEmail}
            aria-label={t('auth.loginWithEmail')}
            onChange={(checked) => {
              setByEmail(checked);
              setAccount('');
              reset();
            }}
          />
          <span>{t('auth.loginWithEmail')}</span>
        </label>
        <Link className="auth-link" to={paths.recoverPassword()} onClick={onForgot}>
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button block color="primary" size="large" type="submit" loading={login.isPending} className="auth-submit">
        {t('auth.login')}
      </Button>
    </form>
  );
}
