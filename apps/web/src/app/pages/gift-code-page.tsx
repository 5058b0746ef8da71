import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GiftCodeForm } from '../../features/promotions/components/gift-code-form.tsx';

export default function GiftCodePage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('promotions.giftCode.title')} />
      <GiftCodeForm />
    </>
  );
}
