// /repassword and /login/restore: phone, code (purpose=recover), new password twice → findPassword,
// then back to login.
import { FindPasswordRequest, findPassword } from '@khel/contracts/endpoints/auth';
import { LIMITS } from '@khel/contracts/limits';
import { passwordHasLetterAndDigit } from '@khel/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { VerifyCodeField } from '../../../components/ui/verify-code-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastSuccess, toastText } from '../../../lib/toast.ts';
import { fieldErrors } from '../../../lib/validation.ts';
import { requestVerifyCode } from '../../../lib/verify-code.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';

type RecoverField = 'phone' | 'verifyCode' | 'token' | 'confirm';

export function RecoverPasswordForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [values, setValues] = useState({ phone: '', verifyCode: '', token: '', confirm: '' });
  const { errors, check } = useFieldErrors(values, (next: typeof values) => {
    const found = fieldErrors<RecoverField>(FindPasswordRequest, next);
    if (!found.confirm && next.confirm !== next.token) found.confirm = 'passwordsDoNotMatch';
    return found;
  });
  const countdown = useCountdown();

  const sendCode = useMutation({
    mutationFn: () => requestVerifyCode(values.phone, 'recover'),
    onSuccess: (reply) => {
      countdown.start(reply.resendAfterSeconds || 60);
      toastText(t('messages:codeSent'));
    },
  });
  const reset = useMutation({
    mutationFn: () => callApi(findPassword, { phone: values.phone, verifyCode: values.verifyCode, token: values.token }),
    onSuccess: () => {
      toastSuccess(t('recovery.done'));
      void navigate(paths.home());
      usePopupStore.getState().open({ name: 'login' });
    },
  });

  const set = (field: RecoverField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: RecoverField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  const onSend = () => {
    if (!check(['phone']) || sendCode.isPending || countdown.secondsLeft > 0) return;
    sendCode.mutate();
  };

  const submit = useDebouncedSubmit(() => {
    if (!check() || reset.isPending) return;
    reset.mutate();
  });

  const weak = values.token.length > 0 && !passwordHasLetterAndDigit(values.token);

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="form-card__lead">{t('recovery.lead')}</p>
      <Field id="recover-phone" label={t('auth.phone')} error={message('phone')} prefix={LIMITS.signUpCountryCode}>
        <DigitInput id="recover-phone" phone maxLength={LIMITS.phoneMaxLength} value={values.phone} placeholder={t('auth.phonePlaceholder')} onValueChange={(v) => set('phone', v)} />
      </Field>
      <VerifyCodeField
        id="recover-code"
        value={values.verifyCode}
        error={message('verifyCode')}
        onValueChange={(v) => set('verifyCode', v)}
        secondsLeft={countdown.secondsLeft}
        sending={sendCode.isPending}
        onSend={onSend}
      />
      <Field id="recover-password" label={t('settings.newPassword')} error={message('token')} hint={weak ? t('messages:passwordLetterDigit') : t('messages:passwordLength')}>
        <PasswordInput id="recover-password" autoComplete="new-password" value={values.token} onValueChange={(v) => set('token', v)} />
      </Field>
      <Field id="recover-confirm" label={t('auth.confirmPassword')} error={message('confirm')}>
        <PasswordInput id="recover-confirm" autoComplete="new-password" value={values.confirm} onValueChange={(v) => set('confirm', v)} />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={reset.isPending}>
        {t('app.submit')}
      </Button>
    </form>
  );
}
