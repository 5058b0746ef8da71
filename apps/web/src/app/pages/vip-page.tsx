import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { VipPanel } from '../../features/vip/components/vip-panel.tsx';

export default function VipPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.vip')} />
      <VipPanel />
    </>
  );
}
