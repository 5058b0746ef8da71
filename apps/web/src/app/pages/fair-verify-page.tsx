import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { VerifyForm } from '../../features/fairness/components/verify-form.tsx';

/** /fair/verify: anyone recomputes a round from its seeds, in the browser. */
export default function FairVerifyPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.fairVerify')} />
      <VerifyForm />
    </>
  );
}
