import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { LoyaltyView } from '../../features/vip/components/loyalty-view.tsx';
import { ValidBetRulesCard } from '../../features/wagering/components/valid-bet-rules.tsx';

export default function GameLoyaltyPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.gameLoyalty')} backTo={paths.profile()} />
      <LoyaltyView variant="game" />
      <ValidBetRulesCard />
    </>
  );
}
