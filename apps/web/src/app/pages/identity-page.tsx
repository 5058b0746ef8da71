import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { KycPanel } from '../../features/kyc/components/kyc-panel.tsx';

export default function IdentityPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.identity')} backTo={paths.profileSettings()} />
      <KycPanel />
    </>
  );
}
