// Loss and wager limits (daily, weekly, monthly) and the session-time limit, beside the deposit
// limits on the Limits screen. Before saving, the form says whether the change applies at once or
// after 24 hours (lib/limit-form.ts); after saving it shows what the server decided.
import type { PlayLimit } from '@khel/contracts/endpoints/limits';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { playLimitsQueryOptions, useSetPlayLimit } from '../api/play-limits-api.ts';
import { limitAmountOf, whenApplies } from '../lib/limit-form.ts';
import './deposit-limits.css';

/** Rupees as typed (at most 10 digits, like the deposit amount); minutes at most 4 digits. */
const AMOUNT_DIGITS = 10;
const MINUTE_DIGITS = 4;

function PlayLimitRow({ limit }: { limit: PlayLimit }) {
  const { t } = useTranslation('ui');
  const [typed, setTyped] = useState('');
  const save = useSetPlayLimit();
  const { kind, period } = limit;
  const id = `play-limit-${kind}-${period}`;
  const session = kind === 'session';
  const show = (amount: number | null) =>
    amount === null ? t('limits.none') : session ? t('playLimits.minutes', { minutes: amount }) : formatBalance(amount);
  const check = limitAmountOf(kind, typed);
  const title = session ? t('playLimits.kind.session') : `${t(`playLimits.kind.${kind}`)} · ${t(`playLimits.period.${period}`)}`;

  const submit = (amount: number | null) =>
    save.mutate(
      { kind, period, amount },
      {
        onSuccess: (reply) => {
          setTyped('');
          const after = reply.limits.find((l) => l.kind === kind && l.period === period);
          toastSuccess(after?.pending ? t('limits.raiseScheduled') : t('limits.applied'));
        },
      },
    );

  return (
    <section className="limit-card" aria-labelledby={id}>
      <header className="limit-card__head">
        <h3 id={id}>{title}</h3>
        <strong data-testid={id}>{show(limit.amount)}</strong>
      </header>
      <p className="limit-card__used">
        {session
          ? t('playLimits.usedSession', { minutes: limit.used })
          : t(kind === 'loss' ? 'playLimits.usedLoss' : 'playLimits.usedWager', { amount: formatBalance(limit.used) })}
      </p>
      {session ? <p className="limit-card__used">{t('playLimits.sessionText')}</p> : null}
      {limit.pending ? (
        <p className="limit-card__pending" role="status">
          {t('limits.pending', { amount: show(limit.pending.amount), at: formatKarachi(limit.pending.effectiveAt) })}
        </p>
      ) : null}
      <div className="limit-card__form">
        {session ? null : <span className="limit-card__prefix">₨</span>}
        <DigitInput
          aria-label={session ? t('playLimits.newMinutes') : t('playLimits.newAmount', { period: t(`playLimits.period.${period}`), kind: t(`playLimits.kind.${kind}`) })}
          placeholder={session ? t('playLimits.minutesPlaceholder') : t('limits.placeholder')}
          value={typed}
          maxLength={session ? MINUTE_DIGITS : AMOUNT_DIGITS}
          onValueChange={setTyped}
        />
        <Button color="primary" size="small" disabled={!check.ok} loading={save.isPending} onClick={() => {
            if (check.ok) submit(check.amount);
          }}>
          {t('limits.save')}
        </Button>
      </div>
      {!check.ok && check.error === 'sessionRange' ? (
        <p className="limit-card__hint" role="alert">
          {t('playLimits.sessionRange')}
        </p>
      ) : null}
      {check.ok ? (
        <p className="limit-card__hint">{whenApplies(limit.amount, check.amount) === 'now' ? t('playLimits.appliesNow') : t('playLimits.appliesLater')}</p>
      ) : null}
      {limit.amount !== null ? (
        <Button fill="none" size="mini" className="limit-card__remove" onClick={() => submit(null)}>
          {t('limits.remove')}
        </Button>
      ) : null}
    </section>
  );
}

export function PlayLimitsPanel() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(playLimitsQueryOptions());
  return (
    <div className="deposit-limits">
      <h2 className="deposit-limits__title">{t('playLimits.playTitle')}</h2>
      <p className="deposit-limits__intro">{t('playLimits.intro')}</p>
      {data?.limits.map((limit) => <PlayLimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />)}
    </div>
  );
}
