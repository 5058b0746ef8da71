// A page that failed to load. After a deploy an old page may ask for a chunk that no longer exists:
// reloading fetches the new app (the service worker never serves a stale one).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRemoveBootSkeleton } from './boot-skeleton.ts';
import { useEndProgress } from './use-route-progress.ts';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation(['ui', 'messages']);
  useRemoveBootSkeleton();
  useEndProgress();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|chunk/i.test(error.message);
  return (
    <section className="visitor-gate" role="alert">
      <h2>{chunkFailed ? t('errors.newVersionTitle') : t('errors.title')}</h2>
      <p>{chunkFailed ? t('errors.newVersionText') : t('errors.text')}</p>
      <div className="visitor-gate__buttons">
        <Button color="primary" size="large" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
        <Button size="large" onClick={() => window.location.assign('/')}>
          {t('tabs.home')}
        </Button>
      </div>
    </section>
  );
}
