// The "Withdraw information" form (docs/requirements/withdrawals.md#1-binding-the-withdrawal-account): name, account number,
// payment type, 13-digit ID number (CNIC, sent as `email`), Save; the back icon returns to the tabs.
import { CNIC_LENGTH, BindAccountParams, PAYMENT_TYPES } from '@khel/contracts/withdrawal-rules';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { fieldErrors } from '../../../lib/validation.ts';
import { useBindAccountMutation } from '../api/wallet-api.ts';
import { Icon } from '../../../components/ui/icon.tsx';

type BindField = 'name' | 'cardNo' | 'bankName' | 'email';
const ACCOUNT_MAX_DIGITS = 24;

export function BindAccountForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const [values, setValues] = useState<Record<BindField, string>>({ name: '', cardNo: '', bankName: '', email: '' });
  const { errors, check } = useFieldErrors(values, (next) => fieldErrors<BindField>(BindAccountParams, next));
  const bind = useBindAccountMutation();
  const set = (field: BindField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = useDebouncedSubmit(() => {
    const parsed = z.safeParse(BindAccountParams, values);
    if (!check() || !parsed.success || bind.isPending) return;
    bind.mutate(
      parsed.data,
      {
        onSuccess: (reply) => {
          toastSuccess(reply.msg || t('messages:bindingSuccessful'));
          onBack();
        },
      },
    );
  });

  const message = (field: BindField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  return (
    <form
      className="wallet-form"
      noValidate
      aria-labelledby="bind-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="wallet-subheader">
        <button type="button" className="icon-button" aria-label={t('app.back')} onClick={onBack}>
          <Icon name="LeftOutline" className="flip-rtl" />
        </button>
        <h3 id="bind-title">{t('wallet.bindTitle')}</h3>
      </div>
      <p className="wallet-note">{t('wallet.bindLead')}</p>
      <Field id="bind-name" label={t('wallet.fullName')} error={message('name')}>
        <input
          id="bind-name"
          className="field__input"
          autoComplete="name"
          maxLength={50}
          value={values.name}
          placeholder={t('wallet.fullNamePlaceholder')}
          onChange={(event) => set('name')(event.target.value)}
        />
      </Field>
      <Field id="bind-card" label={t('wallet.accountNumber')} error={message('cardNo')}>
        <DigitInput id="bind-card" maxLength={ACCOUNT_MAX_DIGITS} value={values.cardNo} placeholder={t('wallet.accountNumberPlaceholder')} onValueChange={set('cardNo')} />
      </Field>
      <Field id="bind-bank" label={t('wallet.paymentType')} error={message('bankName')}>
        <select id="bind-bank" className="field__input wallet-select" value={values.bankName} onChange={(event) => set('bankName')(event.target.value)}>
          <option value="">{t('wallet.choosePaymentType')}</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'Bank' ? t('wallet.bank') : type}
            </option>
          ))}
        </select>
      </Field>
      <Field id="bind-cnic" label={t('wallet.cnic')} error={message('email')} hint={t('wallet.cnicHint', { n: CNIC_LENGTH })}>
        <DigitInput id="bind-cnic" maxLength={CNIC_LENGTH} value={values.email} placeholder="3520212345671" onValueChange={set('email')} />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={bind.isPending}>
        {t('wallet.save')}
      </Button>
    </form>
  );
}
