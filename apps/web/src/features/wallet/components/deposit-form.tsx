// Deposit tab (docs/requirements/deposits.md#1-the-deposit-panel): payment type, presets with their bonus, custom amount, payer phone
// (+92), then the order is created and the pay page opens. A returning player finds the form filled
// with their last type, amount and payer phone (else the bound phone): Deposit is the only tap
// left (lib/deposit-memory.ts says what is remembered where).
import { PAYMENT_TYPES, ShopConf, chooseOption, isCustomOption, type PaymentType } from '@khel/contracts/payments-rules';
import { DEPOSIT_AMOUNT_MAX_DIGITS } from '@khel/contracts/payments-rules';
import { LIMITS } from '@khel/contracts/limits';
import { formatRupees, type RupeeStyle } from '@khel/contracts/money';
import type { MessageKey } from '@khel/contracts/messages/en';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { ltr } from '../../../lib/bidi.ts';
import { useClientParam, useConfigDocument } from '../../../lib/config-documents.ts';
import { formatBalance } from '../../../lib/money.ts';
import { useDepositMutation } from '../api/wallet-api.ts';
import { wasOffered } from '../../../lib/limits-offer-memory.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { defaultPayerPhone, lastDeposit, rememberDeposit } from '../lib/deposit-memory.ts';
import { choosePayUrl } from '../lib/pay-host.ts';

/** Preset buttons show whole rupees, grouped, without the sign (the label adds it): 1,000 and +50. */
const PRESET: RupeeStyle = { symbol: false, decimals: 'when-any' };
/** An amount put in the field as a player would type it: 500, or 123.45. */
const AS_TYPED: RupeeStyle = { symbol: false, grouping: false, decimals: 'when-any' };

type DepositField = 'amount' | 'phone';
/** The range refusal names its bounds, so a field's message carries its parameters. */
type FieldMessage = { key: MessageKey; params?: Record<string, string> | undefined };

interface DepositFormProps {
  /** Closes the panel before the app moves to the pay page. */
  onLeave: () => void;
}

export function DepositForm({ onLeave }: DepositFormProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const shop = useConfigDocument('ShopConf', ShopConf);
  const payUrls = useClientParam('pay.urls');
  const player = usePlayer();
  const [last] = useState(() => (player ? lastDeposit(player.playerId) : null));
  const [typeName, setTypeName] = useState<PaymentType>(last?.typeName ?? 'Jazzcash');
  const [amount, setAmount] = useState(last ? formatRupees(last.amount, AS_TYPED) : '');
  const [phone, setPhone] = useState(() => defaultPayerPhone(last, player?.phone));
  const deposit = useDepositMutation();
  // Before a first deposit (none remembered on this device) the app offers limits; the offer shows
  // once per player and can be skipped.
  const openPopup = usePopupStore((state) => state.open);
  useEffect(() => {
    if (player && !last && !wasOffered(player.playerId)) openPopup({ name: 'limits-offer', moment: 'first-deposit' });
  }, [player, last, openPopup]);

  const types = PAYMENT_TYPES.filter((type) => !shop || shop.payOptions.some((option) => option.typeName === type));
  const presets = (shop?.payOptions ?? [])
    .filter((option) => option.typeName === typeName && !isCustomOption(option))
    .sort((a, b) => a.payNumber - b.payNumber);
  const hundredths = amount === '' ? 0 : Number(amount) * 100;
  const preset = presets.find((option) => option.payNumber === hundredths);

  const { errors, check } = useFieldErrors({ amount, phone }, (values) => {
    const found: Partial<Record<DepositField, FieldMessage>> = {};
    const value = values.amount === '' ? 0 : Number(values.amount) * 100;
    if (value <= 0) found.amount = { key: 'depositAmountRequired' };
    else if (shop) {
      const choice = chooseOption(shop, typeName, value);
      if (!choice.ok) found.amount = { key: choice.messageKey, params: choice.params };
    }
    if (values.phone === '') found.phone = { key: 'phoneCannotBeEmpty' };
    return found;
  });

  const submit = useDebouncedSubmit(() => {
    if (!check() || deposit.isPending) return;
    deposit.mutate(
      { typeName, amount: hundredths, phone, ...(preset ? { optionId: preset.id } : {}) },
      {
        onSuccess: (order) => {
          if (player) rememberDeposit(player.playerId, { typeName, amount: hundredths, phone });
          const payUrl = choosePayUrl(payUrls, order.payQuery, order.payUrl);
          onLeave();
          void navigate(`${paths.paymentPage()}?orderId=${encodeURIComponent(order.orderId)}`, { state: { payUrl } });
        },
      },
    );
  });

  const message = (field: DepositField) => {
    const error = errors[field];
    if (!error) return undefined;
    // Filled in by hand, as the withdraw form does: the message table's keys take no typed options.
    return t(`messages:${error.key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => error.params?.[name] ?? '');
  };

  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="wallet-label" id="deposit-type-label">
        {t('wallet.paymentType')}
      </div>
      <div className="wallet-choices" role="radiogroup" aria-labelledby="deposit-type-label">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={typeName === type}
            className={typeName === type ? 'wallet-choice wallet-choice--active' : 'wallet-choice'}
            onClick={() => setTypeName(type)}
          >
            <span className={`wallet-brand wallet-brand--${type.toLowerCase()}`} aria-hidden="true">
              {type.slice(0, 1)}
            </span>
            {type}
          </button>
        ))}
      </div>

      <div className="wallet-label" id="deposit-preset-label">
        {t('wallet.chooseAmount')}
      </div>
      <div className="wallet-presets" role="radiogroup" aria-labelledby="deposit-preset-label">
        {presets.map((option) => {
          const active = option.payNumber === hundredths;
          return (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={active}
              aria-label={t('wallet.presetLabel', { amount: formatRupees(option.payNumber, PRESET), bonus: formatRupees(option.rewardNum, PRESET) })}
              className={active ? 'wallet-preset wallet-preset--active' : 'wallet-preset'}
              onClick={() => setAmount(formatRupees(option.payNumber, AS_TYPED))}
            >
              <span className="wallet-preset__amount">{formatRupees(option.payNumber, PRESET)}</span>
              {option.rewardNum > 0 ? <span className="wallet-preset__bonus">{ltr(formatRupees(option.rewardNum, { ...PRESET, plus: true }))}</span> : null}
            </button>
          );
        })}
      </div>

      <Field
        id="deposit-amount"
        label={t('wallet.amount')}
        error={message('amount')}
        prefix="₨"
        hint={preset && preset.rewardNum > 0 ? t('wallet.bonusHint', { bonus: formatBalance(preset.rewardNum) }) : undefined}
      >
        <DigitInput
          id="deposit-amount"
          maxLength={DEPOSIT_AMOUNT_MAX_DIGITS}
          value={amount}
          placeholder={t('wallet.amountPlaceholder')}
          onValueChange={setAmount}
        />
      </Field>
      <Field id="deposit-phone" label={t('wallet.payerPhone')} error={message('phone')} prefix={LIMITS.signUpCountryCode}>
        <DigitInput id="deposit-phone" maxLength={LIMITS.phoneMaxLength} value={phone} placeholder={t('wallet.phonePlaceholder')} onValueChange={setPhone} />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={deposit.isPending}>
        {t('wallet.depositNow')}
      </Button>
      <p className="wallet-note">{t('wallet.depositNote')}</p>
    </form>
  );
}
