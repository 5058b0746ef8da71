import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ActivityList } from '../../features/activity/components/activity-list.tsx';

/** /allactivities (the hdjs banner): every offer in catalogue order. */
export default function AllActivitiesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.allActivities')} backTo="/activitylist" />
      <ActivityList order="catalogue" />
    </>
  );
}
