import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { FirstChargePanel } from '../../features/deposit-offers/components/first-charge-panel.tsx';
import { ValidBetRulesCard } from '../../features/wagering/components/valid-bet-rules.tsx';

export default function FirstChargePage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.firstCharge')} />
      <FirstChargePanel />
      <ValidBetRulesCard />
    </>
  );
}
