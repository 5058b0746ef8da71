import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PromoRewards } from '../../features/promotions/components/promo-rewards.tsx';

export default function PromoRewardsPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('promotions.rewards.title')} />
      <PromoRewards />
    </>
  );
}
