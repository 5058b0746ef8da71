import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { VipPanel } from '../../features/vip/components/vip-panel.tsx';
import { ValidBetRulesCard } from '../../features/wagering/components/valid-bet-rules.tsx';

export default function VipPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.vip')} />
      <VipPanel />
      <ValidBetRulesCard />
    </>
  );
}
