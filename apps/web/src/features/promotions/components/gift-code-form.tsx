// /giftcode (activeGiftCode, docs/requirements/promotions.md#4-gift-codes-and-bind-rewards): the code, Redeem, the server's answer shown
// under the field (unknown, expired, used up, already used, too many attempts); on success the balance is
// refreshed and 'Amount received' shows the amount.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useRedeemGiftCode } from '../api/promotions-api.ts';
import './promotions.css';

export function GiftCodeForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const [code, setCode] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const { redeem, pending } = useRedeemGiftCode();
  const open = usePopupStore((state) => state.open);
  const { errors, check, refuse, reset } = useFieldErrors<{ code: string }, 'code', string>({ code }, (values) =>
    values.code.trim() === '' ? { code: t('messages:giftCodeRequired') } : {},
  );

  const submit = useDebouncedSubmit(() => {
    if (pending || !check()) return;
    setSuccess(null);
    redeem(code).then(
      (reply) => {
        setCode('');
        reset();
        setSuccess(t('promotions.giftCode.success', { amount: formatBalance(reply.num) }));
        open({ name: 'amount-received', amount: reply.num });
      },
      (error: unknown) =>
        // Transport failures (429 'Too many attempts…', network) were toasted by the api client already.
        refuse('code', isApiError(error) && error.message ? error.message : t('messages:anErrorOccurred')),
    );
  });

  return (
    <form
      className="form-card gift-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="form-card__lead">{t('promotions.giftCode.lead')}</p>
      <Field id="gift-code" label={t('promotions.giftCode.label')} error={errors.code}>
        <input
          id="gift-code"
          className="field__input gift-code__input"
          value={code}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('promotions.giftCode.placeholder')}
          aria-invalid={errors.code !== undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {success ? (
        <p className="gift-code__success" role="status">
          {success}
        </p>
      ) : null}
      <Button block color="primary" size="large" type="submit" loading={pending}>
        {t('promotions.giftCode.redeem')}
      </Button>
      <p className="promo-rules">{t('promotions.giftCode.rules')}</p>
    </form>
  );
}
