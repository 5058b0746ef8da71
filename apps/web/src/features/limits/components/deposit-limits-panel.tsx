// Daily, weekly and monthly deposit limits. The server decides when a change takes effect: a
// lower limit at once, a higher one (or none) after 24 hours; the panel shows what it said.
import type { DepositLimit, LimitPeriod } from '@khel/contracts/endpoints/payments';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { depositLimitsQueryOptions, useSetDepositLimit } from '../api/deposit-limits-api.ts';
import './deposit-limits.css';
import { formatKarachi } from '../../../lib/karachi-date.ts';

type Limit = z.infer<typeof DepositLimit>;

/** Rupees as typed (at most 10 digits, like the deposit amount) → hundredths. */
const AMOUNT_DIGITS = 10;


function LimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation('ui');
  const [rupees, setRupees] = useState('');
  const save = useSetDepositLimit();
  const period = limit.period as LimitPeriod;

  const submit = (amount: number | null) =>
    save.mutate(
      { period, amount },
      {
        onSuccess: (reply) => {
          setRupees('');
          const after = reply.limits.find((l) => l.period === period);
          toastSuccess(after?.pending ? t('limits.raiseScheduled') : t('limits.applied'));
        },
      },
    );

  return (
    <section className="limit-card" aria-labelledby={`limit-${period}`}>
      <header className="limit-card__head">
        <h3 id={`limit-${period}`}>{t(`limits.period.${period}`)}</h3>
        <strong data-testid={`limit-${period}`}>
          {limit.amount === null ? t('limits.none') : formatBalance(limit.amount)}
        </strong>
      </header>
      <p className="limit-card__used">{t('limits.used', { amount: formatBalance(limit.used) })}</p>
      {limit.pending ? (
        <p className="limit-card__pending" role="status">
          {t('limits.pending', {
            amount: limit.pending.amount === null ? t('limits.none') : formatBalance(limit.pending.amount),
            at: formatKarachi(limit.pending.effectiveAt),
          })}
        </p>
      ) : null}
      <div className="limit-card__form">
        <span className="limit-card__prefix">₨</span>
        <DigitInput
          aria-label={t('limits.newLimit', { period: t(`limits.period.${period}`) })}
          placeholder={t('limits.placeholder')}
          value={rupees}
          maxLength={AMOUNT_DIGITS}
          onValueChange={setRupees}
        />
        <Button color="primary" size="small" disabled={rupees === ''} loading={save.isPending} onClick={() => submit(Number(rupees) * 100)}>
          {t('limits.save')}
        </Button>
      </div>
      {limit.amount !== null ? (
        <Button fill="none" size="mini" className="limit-card__remove" onClick={() => submit(null)}>
          {t('limits.remove')}
        </Button>
      ) : null}
    </section>
  );
}

export function DepositLimitsPanel() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(depositLimitsQueryOptions());
  return (
    <div className="deposit-limits">
      <h2 className="deposit-limits__title">{t('playLimits.depositTitle')}</h2>
      <p className="deposit-limits__intro">{t('limits.intro')}</p>
      {data?.limits.map((limit) => <LimitRow key={limit.period} limit={limit} />)}
    </div>
  );
}
