import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ActivityList } from '../../features/activity/components/activity-list.tsx';

/** /activitylist (the Activity tab): what needs the player first. */
export default function ActivityListPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.activity')} />
      <ActivityList order="priority" />
    </>
  );
}
