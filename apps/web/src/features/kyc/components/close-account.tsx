// Account closure by the player (server kyc/README.md): password-confirmed; the server
// ends every session, so the app logs out. Money in a 9WICKETS window comes back first, while the
// session still exists. Withdrawals stay possible after logging in again.
import { closeAccount } from '@khel/contracts/endpoints/kyc';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useLogout } from '../../../hooks/use-logout.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { closeWicketsAndReturn } from '../../../stores/wickets-window.ts';

export function CloseAccount() {
  const { t } = useTranslation('ui');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const close = useMutation({
    mutationFn: async (entered: string) => {
      await closeWicketsAndReturn();
      return callApi(closeAccount, { password: entered });
    },
    onSuccess: async () => {
      toastSuccess(t('protection.closure.done'));
      await logout();
    },
  });
  return (
    <section className="kyc-closure" aria-labelledby="kyc-closure">
      <h3 id="kyc-closure">{t('protection.closure.title')}</h3>
      <p>{t('protection.closure.text')}</p>
      <Field id="kyc-closure-password" label={t('protection.closure.password')}>
        <PasswordInput id="kyc-closure-password" autoComplete="current-password" value={password} onValueChange={setPassword} />
      </Field>
      <Button block color="danger" disabled={password === ''} loading={close.isPending} onClick={() => setConfirming(true)}>
        {t('protection.closure.submit')}
      </Button>
      <Dialog
        visible={confirming}
        title={t('protection.closure.confirmTitle')}
        content={t('protection.closure.confirmText')}
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t('protection.confirm.cancel'), onClick: () => setConfirming(false) },
            {
              key: 'confirm',
              text: t('protection.closure.submit'),
              bold: true,
              danger: true,
              onClick: () => {
                setConfirming(false);
                close.mutate(password);
              },
            },
          ],
        ]}
      />
    </section>
  );
}
