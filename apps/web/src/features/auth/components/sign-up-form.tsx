// The auth popup's Sign Up tab (docs/requirements/accounts.md#2-sign-up): account, +92 phone, password, confirmation, the 18+
// confirmation; or, switched, email + password. Messages come from the contracts' rules.
import { LoginType, SignUpByAccount, SignUpByEmail } from '@khel/contracts/endpoints/auth';
import { LIMITS } from '@khel/contracts/limits';
import { passwordHasLetterAndDigit } from '@khel/contracts/rules';
import { Button, Switch } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckBox } from '../../../components/ui/check-box.tsx';
import { paths } from '../../../config/paths.ts';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { currentAgentId } from '../../../lib/attribution.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/validation.ts';
import { useLogin } from '../hooks/use-login.ts';

type SignUpField = 'account' | 'telephone' | 'token' | 'confirm' | 'ageConfirmed';

interface Values {
  account: string;
  telephone: string;
  token: string;
  confirm: string;
  ageConfirmed: boolean;
}

const EMPTY: Values = { account: '', telephone: '', token: '', confirm: '', ageConfirmed: false };

function validate(values: Values, byEmail: boolean): FieldErrors<SignUpField> {
  const errors = fieldErrors<SignUpField>(byEmail ? SignUpByEmail : SignUpByAccount, { ...values });
  if (!errors.confirm && values.confirm !== values.token) errors.confirm = 'passwordsDoNotMatch';
  return errors;
}

/** onNavigate closes the popup when a link inside the form leaves for another page. */
export function SignUpForm({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const [byEmail, setByEmail] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, check, reset } = useFieldErrors(values, (current: Values) => validate(current, byEmail));
  const login = useLogin();
  const inviteCode = currentAgentId();

  const submit = useDebouncedSubmit(() => {
    if (!check() || login.isPending) return;
    if (byEmail) {
      login.mutate({
        form: 'signup',
        loginType: LoginType.email,
        account: values.account.trim().toLowerCase(),
        password: values.token,
        ageConfirmed: values.ageConfirmed,
      });
    } else {
      login.mutate({
        form: 'signup',
        loginType: LoginType.account,
        account: values.account.trim(),
        telephone: values.telephone,
        password: values.token,
        ageConfirmed: values.ageConfirmed,
      });
    }
  });

  const update = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  const message = (field: SignUpField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);
  const weakHint =
    values.token.length > 0 && !passwordHasLetterAndDigit(values.token) ? t('messages:passwordLetterDigit') : undefined;

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
        <EmailField id="signup-email" value={values.account} error={message('account')} onChange={(value) => update('account', value)} />
      ) : (
        <>
          <Field id="signup-account" label={t('auth.account')} error={message('account')}>
            <input
              id="signup-account"
              className="field__input"
              autoComplete="username"
              maxLength={LIMITS.accountMaxLength}
              placeholder={t('auth.accountPlaceholder')}
              value={values.account}
              aria-invalid={errors.account !== undefined}
              onChange={(event) => update('account', event.target.value)}
            />
          </Field>
          <Field id="signup-phone" label={t('auth.phone')} error={message('telephone')} prefix={LIMITS.signUpCountryCode}>
            <DigitInput
              id="signup-phone"
              phone
              maxLength={LIMITS.phoneMaxLength}
              placeholder={t('auth.phonePlaceholder')}
              value={values.telephone}
              aria-invalid={errors.telephone !== undefined}
              onValueChange={(value) => update('telephone', value)}
            />
          </Field>
        </>
      )}
      <Field id="signup-password" label={t('auth.password')} error={message('token')} hint={weakHint}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          value={values.token}
          aria-invalid={errors.token !== undefined}
          onValueChange={(value) => update('token', value)}
        />
      </Field>
      <Field id="signup-confirm" label={t('auth.confirmPassword')} error={message('confirm')}>
        <PasswordInput
          id="signup-confirm"
          autoComplete="new-password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
          value={values.confirm}
          aria-invalid={errors.confirm !== undefined}
          onValueChange={(value) => update('confirm', value)}
        />
      </Field>
      <label className="auth-switch">
        <Switch
          checked={byEmail}
          aria-label={t('auth.signUpWithEmail')}
          onChange={(checked) => {
            setByEmail(checked);
            setValues((v) => ({ ...v, account: '' }));
            reset();
          }}
        />
        <span>{t('auth.signUpWithEmail')}</span>
      </label>
      <div className="auth-age">
        <CheckBox
          checked={values.ageConfirmed}
          invalid={errors.ageConfirmed !== undefined}
          describedBy={errors.ageConfirmed ? 'signup-age-error' : undefined}
          onChange={(checked) => update('ageConfirmed', checked)}
        >
          {t('auth.ageConfirm')}
        </CheckBox>
        {errors.ageConfirmed ? (
          <p className="field__error" id="signup-age-error" role="alert">
            {message('ageConfirmed')}
          </p>
        ) : null}
      </div>
      <p className="auth-privacy">
        <Trans t={t} i18nKey="auth.privacyLine" components={{ notice: <Link to={paths.privacy()} onClick={onNavigate} /> }} />
      </p>
      {inviteCode ? <p className="auth-invite">{t('auth.invitedBy', { code: inviteCode })}</p> : null}
      <Button block color="primary" size="large" type="submit" loading={login.isPending} className="auth-submit">
        {t('auth.signUp')}
      </Button>
    </form>
  );
}
