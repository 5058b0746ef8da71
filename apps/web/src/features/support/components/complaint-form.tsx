// Formal complaints on /Customerservice: file one (category, subject, what happened) and
// follow each by its reference: state, the date the final response is due, the response itself and
// the ADR body the player may take it to.
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, FileComplaintRequest, type ComplaintCategory, type ComplaintItem } from '@khel/contracts/endpoints/complaints';
import type { MessageKey } from '@khel/contracts/messages/en';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/validation.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { complaintsQueryOptions, useFileComplaint } from '../api/complaints-api.ts';
import { CategoryRadios } from './category-radios.tsx';
import './support.css';

type Values = { category: ComplaintCategory | ''; subject: string; message: string };
const EMPTY: Values = { category: '', subject: '', message: '' };

function validate(values: Values): FieldErrors<keyof Values> {
  return fieldErrors<keyof Values>(FileComplaintRequest, { ...values, category: values.category || undefined });
}

/** Logged out, the section is not shown: the feedback section above already offers the login. */
export function ComplaintSection() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <>
      <ComplaintForm />
      <ComplaintList />
    </>
  );
}

function ComplaintForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, check, reset } = useFieldErrors<Values, keyof Values, MessageKey>(values, validate);
  const file = useFileComplaint();
  const submit = useDebouncedSubmit(() => {
    if (!check() || file.isPending || values.category === '') return;
    file.mutate(
      { category: values.category, subject: values.subject, message: values.message },
      {
        onSuccess: (filed) => {
          toastSuccess(t('complaints.sent', { reference: filed.reference }));
          setValues(EMPTY);
          reset();
        },
        onError: toastError,
      },
    );
  });
  const message = (key: MessageKey | undefined) => (key ? t(`messages:${key}`) : undefined);

  return (
    <form
      className="form-card feedback"
      noValidate
      aria-labelledby="complaint-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="feedback__title" id="complaint-title">
        {t('complaints.title')}
      </h2>
      <p className="form-card__lead">{t('complaints.lead')}</p>
      <CategoryRadios
        name="complaint-category"
        legend={t('complaints.category')}
        categories={COMPLAINT_CATEGORIES}
        value={values.category}
        label={(category) => t(`complaints.categories.${category}`)}
        error={message(errors.category)}
        onChange={(category) => setValues({ ...values, category })}
      />
      <Field id="complaint-subject" label={t('complaints.subject')} error={message(errors.subject)}>
        <input
          id="complaint-subject"
          className="field__input"
          maxLength={COMPLAINT_LIMITS.subjectMax}
          placeholder={t('complaints.subjectPlaceholder')}
          value={values.subject}
          onChange={(event) => setValues({ ...values, subject: event.target.value })}
        />
      </Field>
      <Field id="complaint-message" label={t('complaints.message')} error={message(errors.message)}>
        <textarea
          id="complaint-message"
          className="field__input feedback__message"
          rows={5}
          maxLength={COMPLAINT_LIMITS.messageMax}
          placeholder={t('complaints.messagePlaceholder')}
          value={values.message}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
        />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={file.isPending}>
        {t('complaints.send')}
      </Button>
    </form>
  );
}

function ComplaintEntry({ item }: { item: ComplaintItem }) {
  const { t } = useTranslation(['ui']);
  const due = formatKarachi(item.dueAt);
  return (
    <li className="feedback__item">
      <p className="feedback__meta">
        <span>
          {t('complaints.reference')} <bdi>{item.reference}</bdi>
        </span>
        <span>{formatKarachi(item.createdAt)}</span>
        <span className={`feedback__state feedback__state--${item.state === 'resolved' ? 'answered' : 'open'}`}>{t(`complaints.state.${item.state}`)}</span>
      </p>
      <p className="feedback__text">
        <strong>{item.subject}</strong>
      </p>
      <p className="feedback__text">{item.message}</p>
      {item.state === 'resolved' ? (
        <>
          <p className="feedback__reply">
            <strong>{t('complaints.response')}: </strong>
            {item.response}
          </p>
          <p className="feedback__reply">
            {t('complaints.adr', { adr: item.adr.name })}{' '}
            <a href={item.adr.url} target="_blank" rel="noopener noreferrer">
              <bdi>{item.adr.url}</bdi>
            </a>
          </p>
        </>
      ) : item.overdue ? (
        <p className="field__error" role="status">
          {t('complaints.overdue', { date: due, adr: item.adr.name })}
        </p>
      ) : (
        <p className="feedback__meta">{t('complaints.due', { date: due })}</p>
      )}
    </li>
  );
}

function ComplaintList() {
  const { t } = useTranslation(['ui']);
  const query = useQuery(complaintsQueryOptions(true));
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="form-card feedback" aria-labelledby="complaints-yours">
      <h2 className="feedback__title" id="complaints-yours">
        {t('complaints.yours')}
      </h2>
      <ul className="feedback__list">
        {list.map((item) => (
          <ComplaintEntry key={item.reference} item={item} />
        ))}
      </ul>
    </section>
  );
}
