import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LuckyDrawPanel } from '../../features/deposit-offers/components/lucky-draw-panel.tsx';

export default function LuckyDrawPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.luckyDraw')} />
      <LuckyDrawPanel />
    </>
  );
}
