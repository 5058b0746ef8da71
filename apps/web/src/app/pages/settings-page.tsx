import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { SettingsPanel } from '../../features/settings/components/settings-panel.tsx';

export default function SettingsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.settings')} backTo={paths.profile()} />
      <SettingsPanel />
    </>
  );
}
