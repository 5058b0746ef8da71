// Withdraw with a bound account (docs/requirements/withdrawals.md#2-withdraw-checks-in-order): amount (numeric, max 8), range hint,
// withdrawable, fee and hours from GameParamConf, the per-withdrawal VIP maximum from VipConf.
import type { MessageKey } from '@khel/contracts/messages/en';
import type { ExchangeParams } from '@khel/contracts/withdrawal-rules';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { formatPercent, ltr } from '../../../lib/bidi.ts';
import { i18n } from '../../../lib/i18n.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useWithdrawMutation } from '../api/wallet-api.ts';
import { checkWithdraw, type WithdrawCheck } from '../lib/withdraw-rules.ts';

type WithdrawRefusal = Extract<WithdrawCheck, { ok: false }>;

export const WITHDRAW_AMOUNT_MAX_DIGITS = 8;

function messageText(key: MessageKey, params: Record<string, string> = {}): string {
  const template = i18n.t(`messages:${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

interface WithdrawFormProps {
  goldWin: number;
  cardNo: string;
  account: { name: string; bankName: string };
  exchange: ExchangeParams;
  vipMaximum: number;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function WithdrawForm({ goldWin, cardNo, account, exchange, vipMaximum }: WithdrawFormProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [amount, setAmount] = useState('');
  const withdraw = useWithdrawMutation();
  const limits = { goldWin, minimum: exchange.minimum, maximum: vipMaximum };
  const { errors, check, reset } = useFieldErrors<{ amount: string }, 'amount', WithdrawRefusal>({ amount }, (values) => {
    const result = checkWithdraw(values.amount, limits);
    return result.ok ? {} : { amount: result };
  });

  const submit = useDebouncedSubmit(() => {
    const result = checkWithdraw(amount, limits);
    if (!check() || !result.ok || withdraw.isPending) return;
    withdraw.mutate(
      { value: result.value, cardNo },
      {
        onSuccess: (reply) => {
          toastSuccess(reply.msg || t('messages:withdrawalSuccessful'));
          setAmount('');
          reset();
        },
      },
    );
  });

  const range = t('wallet.rangeHint', {
    min: formatBalance(exchange.minimum),
    max: vipMaximum > 0 ? formatBalance(vipMaximum) : t('wallet.noLimit'),
  });
  const feePercent = exchange.feeBasisPoints / 100;

  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="wallet-account">
        <span className="wallet-account__label">{t('wallet.toAccount')}</span>
        <strong>
          {account.bankName} · {cardNo}
        </strong>
        <span>{account.name}</span>
      </div>
      <div className="wallet-withdrawable">
        <span>{t('wallet.withdrawable')}</span>
        <strong data-testid="withdrawable">{formatBalance(goldWin)}</strong>
      </div>
      <Field
        id="withdraw-amount"
        label={t('wallet.withdrawAmount')}
        prefix="₨"
        error={errors.amount ? messageText(errors.amount.key, errors.amount.params) : undefined}
        hint={range}
      >
        <DigitInput
          id="withdraw-amount"
          maxLength={WITHDRAW_AMOUNT_MAX_DIGITS}
          value={amount}
          placeholder={t('wallet.amountWithdrawn')}
          onValueChange={setAmount}
        />
      </Field>
      <ul className="wallet-facts">
        <li>{feePercent > 0 ? t('wallet.fee', { percent: formatPercent(feePercent) }) : t('wallet.noFee')}</li>
        <li>{t('wallet.hours', { from: ltr(hhmm(exchange.openFrom)), to: ltr(hhmm(exchange.openTo)) })}</li>
      </ul>
      <Button block color="primary" size="large" type="submit" loading={withdraw.isPending}>
        {t('wallet.withdrawNow')}
      </Button>
    </form>
  );
}

