// Identity verification: the state of the player's CNIC check and, unless it is
// verified or waiting, the form: full name, CNIC, date of birth and photos of the CNIC —
// checked with the contract's rules, so the form and the server refuse the same input with the same words.
import { KYC_DOCUMENT_KINDS, KycSubmitRequest, isAdult, type KycDocumentKind, type KycStatus } from '@khel/contracts/endpoints/kyc';
import { CNIC_LENGTH } from '@khel/contracts/withdrawal-rules';
import { businessDay } from '@khel/contracts/business-day';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/validation.ts';
import { kycQueryOptions, useSubmitKyc } from '../api/kyc-api.ts';
import { CloseAccount } from './close-account.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import './kyc.css';

type KycField = 'fullName' | 'cnic' | 'dateOfBirth' | 'documents';

function StatusCard({ status }: { status: KycStatus }) {
  const { t } = useTranslation('ui');
  return (
    <section className={`kyc-status kyc-status--${status.state}`} data-testid="kyc-status" role="status">
      <strong>{t(`protection.kyc.state.${status.state}`)}</strong>
      {status.cnic ? <p dir="ltr">{t('protection.kyc.masked', { cnic: status.cnic })}</p> : null}
      {status.state === 'rejected' && status.reviewNote ? <p>{t('protection.kyc.rejected', { note: status.reviewNote })}</p> : null}
    </section>
  );
}

function KycForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const [values, setValues] = useState<Record<Exclude<KycField, 'documents'>, string>>({ fullName: '', cnic: '', dateOfBirth: '' });
  const [documents, setDocuments] = useState<Partial<Record<KycDocumentKind, string>>>({});
  const [errors, setErrors] = useState<FieldErrors<KycField>>({});
  // Today in Karachi, read once: the date picker's upper bound.
  const [today] = useState(() => businessDay(Date.now()));
  const submitKyc = useSubmitKyc();
  const setPhoto = (kind: KycDocumentKind) => (base64: string | undefined) => {
    setDocuments((current) => ({ ...current, [kind]: base64 }));
    setErrors((current) => ({ ...current, documents: undefined }));
  };
  const set = (field: Exclude<KycField, 'documents'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = useDebouncedSubmit(() => {
    const request = { ...values, documents };
    const found = fieldErrors<KycField>(KycSubmitRequest, request);
    if (!found.dateOfBirth && values.dateOfBirth && !isAdult(values.dateOfBirth, businessDay(Date.now()))) found.dateOfBirth = 'kycUnderage';
    setErrors(found);
    const parsed = z.safeParse(KycSubmitRequest, request);
    if (!parsed.success || Object.values(found).some(Boolean) || submitKyc.isPending) return;
    submitKyc.mutate(parsed.data, { onSuccess: () => toastSuccess(t('protection.kyc.submitted')) });
  });
  const message = (field: KycField) => (errors[field] ? t(`messages:${errors[field]}`) : undefined);

  return (
    <form
      className="kyc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="kyc-name" label={t('protection.kyc.fullName')} error={message('fullName')}>
        <input id="kyc-name" className="field__input" autoComplete="name" maxLength={50} value={values.fullName} onChange={(event) => set('fullName')(event.target.value)} />
      </Field>
      <Field id="kyc-cnic" label={t('protection.kyc.cnic')} error={message('cnic')}>
        <DigitInput id="kyc-cnic" maxLength={CNIC_LENGTH} value={values.cnic} onValueChange={set('cnic')} />
      </Field>
      <Field id="kyc-dob" label={t('protection.kyc.dateOfBirth')} error={message('dateOfBirth')}>
        <input id="kyc-dob" className="field__input" type="date" max={today} value={values.dateOfBirth} onChange={(event) => set('dateOfBirth')(event.target.value)} />
      </Field>
      <fieldset className="kyc-photos">
        <legend className="field__label">{t('protection.kyc.photos')}</legend>
        <p className="kyc-photos__hint">{t('protection.kyc.photosHint')}</p>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <PhotoPicker key={kind} kind={kind} onPhoto={setPhoto(kind)} />
        ))}
        {errors.documents ? (
          <p className="field__error" role="alert">
            {message('documents')}
          </p>
        ) : null}
      </fieldset>
      <Button block color="primary" type="submit" loading={submitKyc.isPending}>
        {t('protection.kyc.submit')}
      </Button>
    </form>
  );
}

export function KycPanel() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(kycQueryOptions());
  if (!data) return null;
  const canSubmit = data.state === 'none' || data.state === 'rejected';
  return (
    <div className="kyc">
      <p className="kyc__intro">{t('protection.kyc.intro', { amount: `\u2068${formatBalance(data.threshold)}\u2069` })}</p>
      <StatusCard status={data} />
      {canSubmit ? <KycForm /> : null}
      <CloseAccount />
    </div>
  );
}
