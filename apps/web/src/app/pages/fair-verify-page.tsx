import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { rotateSeed, roundFairnessQueryOptions } from '../../features/fairness/api/fairness-api.ts';
import { CrashRoundCheck } from '../../features/fairness/components/crash-round-check.tsx';
import { VerifyForm } from '../../features/fairness/components/verify-form.tsx';
import { verifyQueryOf } from '../../features/fairness/lib/round-query.ts';
import { isApiError } from '../../lib/api-error.ts';
import { toastError } from '../../lib/toast.ts';

/**
 * /fair/verify: anyone recomputes a round from its seeds, or a shared crash round from its hash, in the browser; a link's query fills the
 * form. A bet record links with `?round=<id>`: the player's round is fetched and fills it.
 */
export default function FairVerifyPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const [query] = useSearchParams();
  const roundId = query.get('round');
  return (
    <>
      <PageHeader title={t('routes.fairVerify')} />
      {roundId ? (
        <RoundVerify roundId={roundId} />
      ) : (
        <>
          <VerifyForm query={query} />
          <CrashRoundCheck />
        </>
      )}
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
  if (round.data.kind === 'shared-crash') {
    const { hash, salt } = round.data;
    if (hash === null) return <p className="verify-explain" role="note" data-testid="verify-running">{t('play.verify.crashRunning')}</p>;
    return <CrashRoundCheck round={{ hash, salt }} />;
  }
  const sealed = round.data.serverSeed === null;
  return (
    <VerifyForm key={`${roundId}:${sealed ? 'sealed' : 'revealed'}`} query={verifyQueryOf(round.data)} {...(sealed ? { lead: <SealedSeed /> } : {})} />
  );
}

/** The seed is still in use: rotating reveals it (and commits to a new one), then the round is checked. */
function SealedSeed() {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    setBusy(true);
    try {
      await rotateSeed();
      await queryClient.invalidateQueries({ queryKey: ['fairness'] });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="verify-explain verify-sealed" role="note" data-testid="verify-sealed">
      <p>{t('play.verify.sealed')}</p>
      <Button fill="outline" color="primary" loading={busy} onClick={() => void reveal()}>
        {t('play.fair.rotate')}
      </Button>
    </div>
  );
}
