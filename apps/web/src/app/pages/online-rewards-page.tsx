import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { OnlineRewardsPanel } from '../../features/play-rewards/components/online-rewards-panel.tsx';

export default function OnlineRewardsPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('playRewards.online.title')} />
      <OnlineRewardsPanel />
    </>
  );
}
