import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AppDownloadLinks } from '../../features/support/components/app-download.tsx';
import { PwaInstall } from '../../features/support/components/pwa-install.tsx';

export default function DownloadPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.download')} />
      <PwaInstall />
      <section className="form-card">
        <AppDownloadLinks />
      </section>
    </>
  );
}
