import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ComplaintSection } from '../../features/support/components/complaint-form.tsx';
import { FeedbackSection } from '../../features/support/components/feedback-form.tsx';
import { SupportLinks } from '../../features/support/components/support-links.tsx';

export default function CustomerServicePage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.customerService')} />
      <section className="form-card">
        <p className="form-card__lead">{t('support.lead')}</p>
        <SupportLinks />
      </section>
      <FeedbackSection />
      <ComplaintSection />
    </>
  );
}
