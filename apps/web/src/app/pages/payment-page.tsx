import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PaymentView } from '../../features/wallet/components/payment-view.tsx';

export default function PaymentPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.payment')} />
      <PaymentView />
    </>
  );
}
