import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { VipLevels } from '../../features/vip/components/vip-levels.tsx';
import { usePlayer } from '../../stores/session-store.ts';
import { ValidBetRulesCard } from '../../features/wagering/components/valid-bet-rules.tsx';

export default function VipIntroducePage() {
  const { t } = useTranslation('ui');
  const player = usePlayer();
  return (
    <>
      <PageHeader title={t('routes.vipIntroduce')} backTo={paths.vip()} />
      <VipLevels current={player?.vip} />
      <ValidBetRulesCard />
    </>
  );
}
