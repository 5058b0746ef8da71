import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { DailyRewardsPanel } from '../../features/play-rewards/components/daily-rewards-panel.tsx';

export default function DailyRewardsPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('playRewards.daily.title')} />
      <DailyRewardsPanel />
    </>
  );
}
