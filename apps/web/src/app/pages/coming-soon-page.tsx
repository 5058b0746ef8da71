import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useRouteMeta } from '../use-route-meta.ts';

/** The placeholder for a screen whose feature ships with a later issue; the meta says which. */
export default function ComingSoonPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const meta = useRouteMeta();
  const feature = meta.comingSoon ?? 'games';
  return (
    <>
      <PageHeader title={meta.title ? t(`routes.${meta.title}`) : 'Khel'} />
      <ComingSoon badge={t('comingSoon.badge')} title={t(`comingSoon.${feature}.title`)} text={t(`comingSoon.${feature}.text`)} />
    </>
  );
}
