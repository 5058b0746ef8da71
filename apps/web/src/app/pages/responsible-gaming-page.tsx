import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { ProtectionPanel } from '../../features/protection/components/protection-panel.tsx';

export default function ResponsibleGamingPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.responsibleGaming')} backTo={paths.profileSettings()} />
      <ProtectionPanel />
    </>
  );
}
