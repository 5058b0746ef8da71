// The player's seed pair (packages/games README "Fairness scheme"): the committed server seed hash,
// the editable client seed, the next nonce; Rotate reveals the previous seed so past rounds can be
// checked on /fair/verify.
import { CLIENT_SEED_PATTERN, type RevealedSeed } from '@khel/contracts/endpoints/inhouse-games';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { fairnessQueryOptions, rotateSeed, setClientSeed } from '../api/fairness-api.ts';
import './fairness.css';

export function FairnessPanel() {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const query = useQuery(fairnessQueryOptions());
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);

  const act = async (task: () => ReturnType<typeof rotateSeed>) => {
    if (busy) return;
    setBusy(true);
    try {
      const reply = await task();
      queryClient.setQueryData(fairnessQueryOptions().queryKey, reply.fairness);
      setRevealed(reply.revealed);
      setDraft(null);
      toastSuccess(t('play.fair.saved'));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  if (!query.data) {
    return <div className="fair-panel fair-panel--loading">{query.isError ? t('play.launchFailed') : <DotLoading color="primary" />}</div>;
  }
  const fair = query.data;
  const seed = draft ?? fair.clientSeed;
  const previous = revealed ?? fair.revealed[0] ?? null;
  return (
    <section className="fair-panel" aria-label={t('play.fair.title')}>
      <h2 className="fair-panel__title">{t('play.fair.title')}</h2>
      <p className="fair-panel__explain">{t('play.fair.explain')}</p>
      <dl className="fair-list">
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd className="fair-mono" data-testid="server-seed-hash">
          {fair.serverSeedHash}
        </dd>
        <dt>{t('play.fair.nonce')}</dt>
        <dd data-testid="nonce">{fair.nonce}</dd>
      </dl>
      <label className="fair-field">
        <span>{t('play.fair.clientSeed')}</span>
        <div className="fair-field__row">
          <Input value={seed} onChange={setDraft} maxLength={64} aria-label={t('play.fair.clientSeed')} />
          <Button size="small" color="primary" disabled={busy || !CLIENT_SEED_PATTERN.test(seed) || seed === fair.clientSeed} onClick={() => void act(() => setClientSeed(seed))}>
            {t('play.fair.save')}
          </Button>
        </div>
        <small>{t('play.fair.clientSeedHint')}</small>
      </label>
      <Button block fill="outline" color="primary" disabled={busy} onClick={() => void act(rotateSeed)}>
        {t('play.fair.rotate')}
      </Button>
      {previous ? (
        <div className="fair-previous">
          <h3>{t('play.fair.previous')}</h3>
          <dl className="fair-list">
            <dt>{t('play.fair.serverSeed')}</dt>
            <dd className="fair-mono" data-testid="revealed-seed">
              {previous.serverSeed}
            </dd>
            <dt>{t('play.fair.serverSeedHash')}</dt>
            <dd className="fair-mono">{previous.serverSeedHash}</dd>
            <dt>{t('play.fair.clientSeed')}</dt>
            <dd className="fair-mono">{previous.clientSeed}</dd>
            <dt>{t('play.fair.rounds')}</dt>
            <dd>{previous.roundsPlayed}</dd>
          </dl>
        </div>
      ) : null}
      <Link className="fair-link" to={paths.fairVerify()}>
        {t('play.fair.verifyLink')}
      </Link>
    </section>
  );
}
