import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RechargeSpinPanel } from '../../features/deposit-offers/components/recharge-spin-panel.tsx';

export default function RechargeSpinPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.pxx')} />
      <RechargeSpinPanel />
    </>
  );
}
