import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TodayPayPanel } from '../../features/deposit-offers/components/today-pay-panel.tsx';

export default function TodayPayPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.todayPay')} />
      <TodayPayPanel />
    </>
  );
}
