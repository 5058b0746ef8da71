import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RecoverPasswordForm } from '../../features/recovery/components/recover-password-form.tsx';

export default function RecoverPasswordPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.recoverPassword')} />
      <RecoverPasswordForm />
    </>
  );
}
