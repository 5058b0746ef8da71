// /bindphone: +92 phone, 'Send code' (purpose=bind, 60 s before a resend), code, Submit → bindAccount.
import { BindPhoneRequest, bindPhone } from '@khel/contracts/endpoints/auth';
import { LIMITS } from '@khel/contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { VerifyCodeField } from '../../../components/ui/verify-code-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastSuccess, toastText } from '../../../lib/toast.ts';
import { fieldErrors } from '../../../lib/validation.ts';
import { requestVerifyCode } from '../../../lib/verify-code.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

type BindField = 'phone' | 'verifyCode';

export function BindPhoneForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { errors, check } = useFieldErrors({ phone, verifyCode: code }, (values) => fieldErrors<BindField>(BindPhoneRequest, values));
  const countdown = useCountdown();

  const sendCode = useMutation({
    mutationFn: () => requestVerifyCode(phone, 'bind'),
    onSuccess: (reply) => {
      countdown.start(reply.resendAfterSeconds || 60);
      toastText(t('messages:codeSent'));
    },
  });
  const bind = useMutation({
    mutationFn: () => callApi(bindPhone, { phone, verifyCode: code }),
    onSuccess: (player) => {
      useSessionStore.getState().setPlayer(player);
      toastSuccess(t('settings.phoneBound'));
      void navigate(paths.profileSettings());
    },
  });

  const onSend = () => {
    if (!check(['phone']) || sendCode.isPending || countdown.secondsLeft > 0) return;
    sendCode.mutate();
  };

  const submit = useDebouncedSubmit(() => {
    if (!check() || bind.isPending) return;
    bind.mutate();
  });

  const message = (field: BindField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="bind-phone" label={t('auth.phone')} error={message('phone')} prefix={LIMITS.signUpCountryCode}>
        <DigitInput id="bind-phone" phone maxLength={LIMITS.phoneMaxLength} value={phone} placeholder={t('auth.phonePlaceholder')} onValueChange={setPhone} />
      </Field>
      <VerifyCodeField
        id="bind-code"
        value={code}
        error={message('verifyCode')}
        onValueChange={setCode}
        secondsLeft={countdown.secondsLeft}
        sending={sendCode.isPending}
        onSend={onSend}
      />
      <Button block color="primary" size="large" type="submit" loading={bind.isPending}>
        {t('app.submit')}
      </Button>
    </form>
  );
}
