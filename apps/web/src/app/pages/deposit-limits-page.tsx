import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { DepositLimitsPanel } from '../../features/limits/components/deposit-limits-panel.tsx';
import { PlayLimitsPanel } from '../../features/limits/components/play-limits-panel.tsx';

/** The Limits screen: deposit limits, then loss, wager and session-time limits. */
export default function DepositLimitsPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.depositLimits')} backTo={paths.profileSettings()} />
      <DepositLimitsPanel />
      <PlayLimitsPanel />
    </>
  );
}
