import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TreasureChestPanel } from '../../features/deposit-offers/components/treasure-chest-panel.tsx';

export default function TreasureChestPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.treasureChest')} />
      <TreasureChestPanel />
    </>
  );
}
