// Shared crash rounds on /fair/verify (packages/games crash-chain.ts): the published chain
// (terminating hash and salt), and a check that runs in the browser: paste a busted round's hash
// (from the strip or the round's reply) and the round before's; the page recomputes the bust point
// from HMAC(hash, salt) and checks sha256(hash) = the previous hash, trusting no server answer.
import { verifyChainGame } from '@khel/games/crash/crash-chain';
import { Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashChainInfo } from '@khel/contracts/endpoints/inhouse-crash';
import { crashTableChains } from '../api/fairness-api.ts';
import './fairness.css';

const HASH = /^[0-9a-f]{64}$/;

/** `round`: a bet record's shared round, its hash and salt filled in. */
export function CrashRoundCheck({ chains: given, round }: { chains?: CrashChainInfo[]; round?: { hash: string; salt: string } }) {
  const { t } = useTranslation('ui');
  const [chains, setChains] = useState<CrashChainInfo[]>(given ?? []);
  const [hash, setHash] = useState(round?.hash ?? '');
  const [previous, setPrevious] = useState('');
  const [salt, setSalt] = useState(round?.salt ?? given?.[0]?.salt ?? '');

  useEffect(() => {
    if (given) return;
    crashTableChains().then(
      (list) => {
        setChains(list);
        setSalt((s) => s || (list[0]?.salt ?? ''));
      },
      () => {},
    );
  }, [given]);

  const clean = hash.trim().toLowerCase();
  const result = HASH.test(clean) && salt.trim() !== '' ? verifyChainGame(clean, salt.trim(), HASH.test(previous.trim().toLowerCase()) ? previous.trim() : undefined) : null;
  return (
    <section className="fair-panel" aria-label={t('play.fair.crash.title')}>
      <h2 className="fair-panel__title">{t('play.fair.crash.title')}</h2>
      <p className="fair-panel__explain">{t('play.fair.crash.explain')}</p>
      {chains[0] ? (
        <dl className="fair-list">
          <dt>{t('play.fair.crash.terminatingHash')}</dt>
          <dd className="fair-mono">{chains[0].terminatingHash}</dd>
          <dt>{t('play.fair.crash.salt')}</dt>
          <dd className="fair-mono">{chains[0].salt}</dd>
        </dl>
      ) : null}
      {(
        [
          ['hash', hash, setHash],
          ['previousHash', previous, setPrevious],
          ['salt', salt, setSalt],
        ] as const
      ).map(([key, value, set]) => (
        <label className="fair-field" key={key}>
          <span>{t(`play.fair.crash.${key}`)}</span>
          <Input value={value} onChange={set} aria-label={t(`play.fair.crash.${key}`)} />
        </label>
      ))}
      {result ? (
        <dl className="fair-list" data-testid="crash-check">
          <dt>{t('play.fair.crash.bustPoint')}</dt>
          <dd>{(result.bustPoint / 100).toFixed(2)}x</dd>
          <dt>{t('play.fair.crash.link')}</dt>
          <dd>{result.linkMatches === null ? t('play.fair.crash.linkUnknown') : result.linkMatches ? t('play.fair.crash.linkOk') : t('play.fair.crash.linkBad')}</dd>
        </dl>
      ) : null}
    </section>
  );
}
