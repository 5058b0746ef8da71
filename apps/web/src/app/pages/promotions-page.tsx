import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PromotionsCatalogue } from '../../features/activity/components/promotions-catalogue.tsx';

/** /promo and any /promo/… the app has no page for: every promotion with a link to its page. */
export default function PromotionsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.promo')} />
      <PromotionsCatalogue />
    </>
  );
}
