// The privacy notice: what telemetry Khel records and why (a deliberate addition to the requirements: docs/decisions/standing.md#6-telemetry-is-disclosed).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';

export default function PrivacyPage() {
  const { t } = useTranslation('ui');
  const items = t('privacy.items', { returnObjects: true }) as string[];
  return (
    <>
      <PageHeader title={t('routes.privacy')} />
      <article className="form-card privacy-notice">
        <h2>{t('privacy.title')}</h2>
        <p>{t('privacy.intro')}</p>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{t('privacy.use')}</p>
        <p>{t('privacy.choices')}</p>
      </article>
    </>
  );
}
