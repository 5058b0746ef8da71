// /Changepassword and /profile/settings/password-change: current, new, confirm → modifyPassword.
import { ModifyPasswordRequest, modifyPassword } from '@khel/contracts/endpoints/auth';
import { passwordHasLetterAndDigit } from '@khel/contracts/rules';
import { Button } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { fieldErrors } from '../../../lib/validation.ts';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirm';

export function ChangePasswordForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const change = useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => callApi(modifyPassword, body),
    onSuccess: () => {
      toastSuccess(t('messages:operationSuccessful'));
      void navigate(paths.profileSettings());
    },
  });

  const { errors, check } = useFieldErrors(values, (next: typeof values) => {
    const found = fieldErrors<PasswordField>(ModifyPasswordRequest, next);
    if (!found.confirm && next.confirm !== next.newPassword) found.confirm = 'passwordsDoNotMatch';
    return found;
  });

  const submit = useDebouncedSubmit(() => {
    if (!check() || change.isPending) return;
    change.mutate({ oldPassword: values.oldPassword, newPassword: values.newPassword });
  });

  const set = (field: PasswordField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: PasswordField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);
  const weak = values.newPassword.length > 0 && !passwordHasLetterAndDigit(values.newPassword);

  return (
    <form
      className="form-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="current-password" label={t('settings.currentPassword')} error={message('oldPassword')}>
        <PasswordInput id="current-password" autoComplete="current-password" value={values.oldPassword} onValueChange={(v) => set('oldPassword', v)} />
      </Field>
      <Field
        id="new-password"
        label={t('settings.newPassword')}
        error={message('newPassword')}
        hint={weak ? t('messages:passwordLetterDigit') : t('messages:passwordLength')}
      >
        <PasswordInput id="new-password" autoComplete="new-password" value={values.newPassword} onValueChange={(v) => set('newPassword', v)} />
      </Field>
      <Field id="confirm-new-password" label={t('auth.confirmPassword')} error={message('confirm')}>
        <PasswordInput id="confirm-new-password" autoComplete="new-password" value={values.confirm} onValueChange={(v) => set('confirm', v)} />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={change.isPending}>
        {t('app.submit')}
      </Button>
    </form>
  );
}
