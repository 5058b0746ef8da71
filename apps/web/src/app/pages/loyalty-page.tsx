import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { LoyaltyView } from '../../features/vip/components/loyalty-view.tsx';
import { ValidBetRulesCard } from '../../features/wagering/components/valid-bet-rules.tsx';

export default function LoyaltyPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.loyalty')} backTo={paths.profile()} />
      <LoyaltyView variant="loyalty" />
      <ValidBetRulesCard />
    </>
  );
}
