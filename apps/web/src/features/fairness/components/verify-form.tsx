// /fair/verify: recomputes a round in the browser with the same engines the server uses
// (packages/games verify), and checks sha256(serverSeed) against the hash committed before play.
import { GameInputError } from '@khel/games/errors';
import { verify, type GameName } from '@khel/games/verify';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import './fairness.css';

const GAMES: readonly GameName[] = ['slot', 'dice', 'crash', 'mines'];

interface Fields {
  game: GameName;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  target: string;
  direction: 'under' | 'over';
  mines: string;
  picks: string;
  cashOut: string;
}

const INITIAL: Fields = {
  game: 'dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  bet: '1.00',
  target: '49.50',
  direction: 'under',
  mines: '3',
  picks: '',
  cashOut: '',
};

const hundredths = (text: string) => Math.round(Number(text) * 100);

/** Runs the engine; throws GameInputError on refused input. */
export function runVerify(fields: Fields) {
  const seeds = {
    serverSeed: fields.serverSeed.trim(),
    clientSeed: fields.clientSeed.trim(),
    nonce: Number(fields.nonce),
    ...(fields.serverSeedHash.trim() ? { serverSeedHash: fields.serverSeedHash.trim() } : {}),
  };
  const bet = hundredths(fields.bet);
  switch (fields.game) {
    case 'slot':
      return verify('slot', { ...seeds, params: { bet } });
    case 'dice':
      return verify('dice', { ...seeds, params: { bet, target: hundredths(fields.target), direction: fields.direction } });
    case 'crash':
      return verify('crash', { ...seeds, params: fields.cashOut.trim() ? { bet, cashOutAt: hundredths(fields.cashOut) } : { bet } });
    case 'mines': {
      const picks = fields.picks.split(/[\s,]+/).filter(Boolean).map(Number);
      return verify('mines', { ...seeds, params: { bet, mines: Number(fields.mines), picks } });
    }
  }
}

type Result = ReturnType<typeof runVerify>;

/** Outcome of a run: the result, or the engine's reason for refusing the input. */
function attempt(fields: Fields): { result: Result | null; error: string | null } {
  try {
    return { result: runVerify(fields), error: null };
  } catch (caught) {
    return { result: null, error: caught instanceof GameInputError ? caught.message : String(caught) };
  }
}

const FIELD_NAMES = Object.keys(INITIAL) as (keyof Fields)[];

/**
 * The form's fields from a link's query parameters (a bet record's "Verify" link): unknown names and
 * an unknown game are ignored, so a hand-edited link still opens the form.
 */
export function fieldsFromQuery(query: URLSearchParams): Fields {
  const fields: Fields = { ...INITIAL };
  for (const name of FIELD_NAMES) {
    const value = query.get(name);
    if (value === null) continue;
    if (name === 'game') {
      if ((GAMES as readonly string[]).includes(value)) fields.game = value as GameName;
    } else if (name === 'direction') {
      if (value === 'under' || value === 'over') fields.direction = value;
    } else fields[name] = value;
  }
  return fields;
}

/** `lead` replaces the page's explanation (a bet record's link says what it filled in instead). */
export function VerifyForm({ query, lead }: { query?: URLSearchParams; lead?: ReactNode } = {}) {
  const { t } = useTranslation(['ui', 'messages']);
  // A link with a (revealed) server seed carries everything to recompute the round: it runs at once.
  const [opened] = useState(() => {
    const fields = query ? fieldsFromQuery(query) : INITIAL;
    return { fields, ...(fields.serverSeed.trim() ? attempt(fields) : { result: null, error: null }) };
  });
  const [fields, setFields] = useState<Fields>(opened.fields);
  const [result, setResult] = useState<Result | null>(opened.result);
  const [error, setError] = useState<string | null>(opened.error);
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((prev) => ({ ...prev, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = attempt(fields);
    setResult(outcome.result);
    setError(outcome.error);
  };

  return (
    <div className="verify">
      {lead ?? (opened.fields.serverSeed.trim() ? null : <p className="verify-explain">{t('play.verify.explain')}</p>)}
      <form className="verify-form" onSubmit={submit} aria-label={t('play.verify.title')}>
        <label>
          {t('play.verify.game')}
          <select value={fields.game} onChange={(event) => { setFields((prev) => ({ ...prev, game: event.target.value as GameName })); setResult(null); }}>
            {GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`play.verify.games.${game}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('play.verify.serverSeed')}
          <input value={fields.serverSeed} onChange={set('serverSeed')} spellCheck={false} autoComplete="off" dir="ltr" />
        </label>
        <label>
          {t('play.verify.serverSeedHash')}
          <input value={fields.serverSeedHash} onChange={set('serverSeedHash')} spellCheck={false} autoComplete="off" dir="ltr" />
        </label>
        <label>
          {t('play.verify.clientSeed')}
          <input value={fields.clientSeed} onChange={set('clientSeed')} spellCheck={false} autoComplete="off" dir="ltr" />
        </label>
        <label>
          {t('play.verify.nonce')}
          <input value={fields.nonce} onChange={set('nonce')} inputMode="numeric" dir="ltr" />
        </label>
        <label>
          {t('play.verify.bet')}
          <input value={fields.bet} onChange={set('bet')} inputMode="decimal" dir="ltr" />
        </label>
        {fields.game === 'dice' ? (
          <>
            <label>
              {t('play.verify.target')}
              <input value={fields.target} onChange={set('target')} inputMode="decimal" dir="ltr" />
            </label>
            <label>
              {t('play.verify.direction')}
              <select value={fields.direction} onChange={set('direction')}>
                <option value="under">{t('play.dice.under')}</option>
                <option value="over">{t('play.dice.over')}</option>
              </select>
            </label>
          </>
        ) : null}
        {fields.game === 'mines' ? (
          <>
            <label>
              {t('play.verify.mines')}
              <input value={fields.mines} onChange={set('mines')} inputMode="numeric" dir="ltr" />
            </label>
            <label>
              {t('play.verify.picks')}
              <input value={fields.picks} onChange={set('picks')} dir="ltr" />
            </label>
          </>
        ) : null}
        {fields.game === 'crash' ? (
          <label>
            {t('play.verify.cashOut')}
            <input value={fields.cashOut} onChange={set('cashOut')} inputMode="decimal" dir="ltr" />
          </label>
        ) : null}
        <Button type="submit" color="primary" block>
          {t('play.verify.submit')}
        </Button>
      </form>

      {error ? (
        <p className="verify-bad" role="alert">
          {t('play.verify.invalid', { reason: error })}
        </p>
      ) : null}
      {result ? <VerifyResult result={result} /> : null}
    </div>
  );
}

function VerifyResult({ result }: { result: Result }) {
  const { t } = useTranslation(['ui', 'messages']);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), [result]);
  return (
    <section ref={ref} className="verify-result" aria-label={t('play.verify.result')} data-testid="verify-result">
      <h2>{t('play.verify.result')}</h2>
      <dl className="fair-list">
        {result.game === 'dice' ? (
          <>
            <dt>{t('play.verify.roll')}</dt>
            <dd data-testid="verify-roll">{(result.roll / 100).toFixed(2)}</dd>
          </>
        ) : null}
        {result.game === 'crash' ? (
          <>
            <dt>{t('play.verify.crashPoint')}</dt>
            <dd data-testid="verify-crash">{(result.crashPoint / 100).toFixed(2)}x</dd>
          </>
        ) : null}
        {result.game === 'mines' ? (
          <>
            <dt>{t('play.verify.minePositions')}</dt>
            <dd data-testid="verify-mines">{result.mines.join(', ')}</dd>
          </>
        ) : null}
        {result.game === 'slot' ? (
          <>
            <dt>{t('play.verify.stops')}</dt>
            <dd data-testid="verify-stops">{result.stops.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('play.payout')}</dt>
        <dd data-testid="verify-payout">{formatBalance(result.payout)}</dd>
        <dt>{t('play.verify.computedHash')}</dt>
        <dd className="fair-mono" data-testid="verify-hash">
          {result.serverSeedHash}
        </dd>
      </dl>
      {result.commitmentMatches === null ? null : (
        <p className={result.commitmentMatches ? 'verify-ok' : 'verify-bad'} data-testid="verify-commitment">
          {result.commitmentMatches ? t('play.verify.hashMatches') : t('play.verify.hashDiffers')}
        </p>
      )}
    </section>
  );
}
