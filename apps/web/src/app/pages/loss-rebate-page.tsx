import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LossRebatePanel } from '../../features/play-rewards/components/loss-rebate-panel.tsx';

export default function LossRebatePage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('playRewards.loss.title')} />
      <LossRebatePanel />
    </>
  );
}
