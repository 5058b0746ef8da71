// The limits offer: at sign-up and before the first deposit, a small skippable step with
// a daily deposit limit, a daily loss limit and a session time limit. Empty fields set nothing; the
// offer shows once per player (lib/offer-memory.ts).
import { setDepositLimit } from '@khel/contracts/endpoints/payments';
import { setPlayLimit } from '@khel/contracts/endpoints/limits';
import { Button, CenterPopup } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitInput } from '../../../components/ui/digit-input.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { offerRequests, type OfferRequest, type OfferValues } from '../lib/limit-form.ts';
import { markOffered, wasOffered } from '../../../lib/limits-offer-memory.ts';
import './deposit-limits.css';

const send = (request: OfferRequest) =>
  request.kind === 'deposit'
    ? callApi(setDepositLimit, { period: 'daily', amount: request.amount })
    : callApi(setPlayLimit, { kind: request.kind, period: request.kind === 'session' ? 'session' : 'daily', amount: request.amount });

export function LimitsOfferPopup() {
  const entry = usePopup('limits-offer');
  const close = usePopupStore((state) => state.close);
  const player = usePlayer();
  const already = player ? wasOffered(player.playerId) : true;
  // Offered before (or nobody logged in): the popup leaves at once.
  useEffect(() => {
    if (entry && already) close('limits-offer');
  }, [entry, already, close]);
  const done = () => {
    if (player) markOffered(player.playerId);
    close('limits-offer');
  };
  return (
    <CenterPopup visible={entry !== undefined && !already} onMaskClick={done} destroyOnClose>
      {entry && !already ? <LimitsOffer moment={entry.moment} onDone={done} /> : null}
    </CenterPopup>
  );
}

export function LimitsOffer({ moment, onDone }: { moment: 'signup' | 'first-deposit'; onDone: () => void }) {
  const { t } = useTranslation('ui');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OfferValues>({ deposit: '', loss: '', session: '' });
  const [saving, setSaving] = useState(false);
  const checked = offerRequests(values);
  // Field brings field.css: the offer opens over home, where no other form has loaded it yet.
  const field = (name: keyof OfferValues, maxLength: number) => (
    <Field id={`limits-offer-${name}`} label={t(`playLimits.offer.${name}`)}>
      <DigitInput id={`limits-offer-${name}`} value={values[name]} maxLength={maxLength} onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))} />
    </Field>
  );

  const save = async () => {
    if (!checked.ok || checked.requests.length === 0) return;
    setSaving(true);
    try {
      for (const request of checked.requests) await send(request);
      toastSuccess(t('playLimits.offer.saved'));
      void queryClient.invalidateQueries({ queryKey: ['play-limits'] });
      void queryClient.invalidateQueries({ queryKey: ['deposit-limits'] });
      onDone();
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="limits-offer" role="dialog" aria-labelledby="limits-offer-title">
      <h2 id="limits-offer-title">{t('playLimits.offer.title')}</h2>
      <p>{moment === 'signup' ? t('playLimits.offer.signup') : t('playLimits.offer.firstDeposit')}</p>
      {field('deposit', 10)}
      {field('loss', 10)}
      {field('session', 4)}
      {!checked.ok ? (
        <p className="limit-card__hint" role="alert">
          {t('playLimits.sessionRange')}
        </p>
      ) : null}
      <div className="limits-offer__actions">
        <Button onClick={onDone}>{t('playLimits.offer.skip')}</Button>
        <Button color="primary" loading={saving} disabled={!checked.ok || checked.requests.length === 0} onClick={() => void save()}>
          {t('playLimits.offer.save')}
        </Button>
      </div>
    </div>
  );
}
