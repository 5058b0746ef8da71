import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { roundFairnessQueryOptions } from '../../features/fairness/api/fairness-api.ts';
import { VerifyForm } from '../../features/fairness/components/verify-form.tsx';
import { verifyQueryOf } from '../../features/fairness/lib/round-query.ts';
import { isApiError } from '../../lib/api-error.ts';

/**
 * /fair/verify: anyone recomputes a round from its seeds, in the browser; a link's query fills the
 * form. A bet record links with `?round=<id>`: the player's round is fetched and fills it.
 */
export default function FairVerifyPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const [query] = useSearchParams();
  const roundId = query.get('round');
  return (
    <>
      <PageHeader title={t('routes.fairVerify')} />
      {roundId ? <RoundVerify roundId={roundId} /> : <VerifyForm query={query} />}
    </>
  );
}

function RoundVerify({ roundId }: { roundId: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const round = useQuery(roundFairnessQueryOptions(roundId));
  if (round.isPending) return <p className="verify-explain" role="status">{t('play.verify.loadingRound')}</p>;
  if (round.isError) {
    return (
      <p className="verify-explain" role="alert">
        {isApiError(round.error) && round.error.kind === 'envelope' ? round.error.message : t('messages:anErrorOccurred')}
      </p>
    );
  }
  return (
    <>
      {round.data.serverSeed === null ? (
        <p className="verify-explain" role="note" data-testid="verify-sealed">
          {t('play.verify.sealed')}
        </p>
      ) : null}
      <VerifyForm key={roundId} query={verifyQueryOf(round.data)} />
    </>
  );
}
