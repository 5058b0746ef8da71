// Feedback to the operator on /Customerservice (/usercenter/web/feedback; docs/requirements/protection.md#9-complaints-and-disputes): a
// suggestion, problem or complaint, and the player's earlier ones with the operator's answers.
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, SendFeedbackRequest, type FeedbackCategory } from '@khel/contracts/endpoints/support';
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
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { feedbackQueryOptions, useSendFeedback } from '../api/feedback-api.ts';
import { CategoryRadios } from './category-radios.tsx';
import './support.css';

type Values = { category: FeedbackCategory | ''; message: string; contact: string };

function validate(values: Values): FieldErrors<keyof Values> {
  return fieldErrors<keyof Values>(SendFeedbackRequest, { ...values, category: values.category || undefined });
}

export function FeedbackSection() {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const open = usePopupStore((state) => state.open);
  if (!loggedIn) {
    return (
      <section className="form-card feedback">
        <h2 className="feedback__title">{t('account.feedback.title')}</h2>
        <Button block color="primary" fill="outline" onClick={() => open({ name: 'login' })}>
          {t('account.feedback.login')}
        </Button>
      </section>
    );
  }
  return (
    <>
      <FeedbackForm />
      <FeedbackList />
    </>
  );
}

function FeedbackForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const [values, setValues] = useState<Values>({ category: '', message: '', contact: '' });
  const { errors, check, reset } = useFieldErrors<Values, keyof Values, MessageKey>(values, validate);
  const send = useSendFeedback();
  const submit = useDebouncedSubmit(() => {
    if (!check() || send.isPending || values.category === '') return;
    send.mutate(
      { category: values.category, message: values.message, ...(values.contact.trim() ? { contact: values.contact } : {}) },
      {
        onSuccess: () => {
          toastSuccess(t('account.feedback.sent'));
          setValues({ category: '', message: '', contact: '' });
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
      aria-labelledby="feedback-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="feedback__title" id="feedback-title">
        {t('account.feedback.title')}
      </h2>
      <p className="form-card__lead">{t('account.feedback.lead')}</p>
      <CategoryRadios
        name="feedback-category"
        legend={t('account.feedback.category')}
        categories={FEEDBACK_CATEGORIES}
        value={values.category}
        label={(category) => t(`account.feedback.categories.${category}`)}
        error={message(errors.category)}
        onChange={(category) => setValues({ ...values, category })}
      />
      {values.category === 'complaint' ? <p className="form-card__lead">{t('account.feedback.formalComplaint')}</p> : null}
      <Field id="feedback-message" label={t('account.feedback.message')} error={message(errors.message)}>
        <textarea
          id="feedback-message"
          className="field__input feedback__message"
          rows={4}
          maxLength={FEEDBACK_LIMITS.messageMax}
          placeholder={t('account.feedback.messagePlaceholder')}
          value={values.message}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
        />
      </Field>
      <Field id="feedback-contact" label={t('account.feedback.contact')} error={message(errors.contact)}>
        <input
          id="feedback-contact"
          className="field__input"
          maxLength={FEEDBACK_LIMITS.contactMax}
          placeholder={t('account.feedback.contactPlaceholder')}
          value={values.contact}
          onChange={(event) => setValues({ ...values, contact: event.target.value })}
        />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={send.isPending}>
        {t('account.feedback.send')}
      </Button>
    </form>
  );
}

function FeedbackList() {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useQuery(feedbackQueryOptions(true));
  const list = query.data?.list ?? [];
  return (
    <section className="form-card feedback" aria-labelledby="feedback-yours">
      <h2 className="feedback__title" id="feedback-yours">
        {t('account.feedback.yours')}
      </h2>
      {query.isSuccess && list.length === 0 ? <p className="support-empty">{t('account.feedback.empty')}</p> : null}
      <ul className="feedback__list">
        {list.map((item) => (
          <li key={item.id} className="feedback__item">
            <p className="feedback__meta">
              <span>{t(`account.feedback.categories.${item.category}`)}</span>
              <span>{formatKarachi(item.createdAt)}</span>
              <span className={`feedback__state feedback__state--${item.state}`}>{t(`account.feedback.state.${item.state}`)}</span>
            </p>
            <p className="feedback__text">{item.message}</p>
            {item.state === 'answered' ? (
              <p className="feedback__reply">
                <strong>{t('account.feedback.reply')}: </strong>
                {item.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
