import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';

export default function ChangePasswordPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.changePassword')} backTo={paths.profileSettings()} />
      <ChangePasswordForm />
    </>
  );
}
