import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CrashRoundCheck } from '../../features/fairness/components/crash-round-check.tsx';
import { VerifyForm } from '../../features/fairness/components/verify-form.tsx';

/** /fair/verify: anyone recomputes a round from its seeds, or a shared crash round from its hash, in the browser; a link's query fills the form. */
export default function FairVerifyPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const [query] = useSearchParams();
  return (
    <>
      <PageHeader title={t('routes.fairVerify')} />
      <VerifyForm query={query} />
      <CrashRoundCheck />
    </>
  );
}
