import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';

export default function NotFoundPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={t('routes.notFound')} />
      <section className="visitor-gate">
        <h2>{t('errors.notFoundTitle')}</h2>
        <p>{t('messages:http404', { url: pathname })}</p>
        <div className="visitor-gate__buttons">
          <Button color="primary" size="large" onClick={() => void navigate(paths.home())}>
            {t('tabs.home')}
          </Button>
        </div>
      </section>
    </>
  );
}
