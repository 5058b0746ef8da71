// Nickname editor: a popup from the top with a 10-character input and Submit (docs/requirements/accounts.md#10-profile-and-personal-data).
import { LIMITS } from '@khel/contracts/limits';
import { nickname } from '@khel/contracts/rules';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { useDebouncedSubmit } from '../../../hooks/use-debounced-submit.ts';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { isMessageKey, type MessageKey } from '@khel/contracts/messages/en';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { useProfileMutation } from '../api/profile-api.ts';
import './profile.css';

export function NicknamePopup() {
  const entry = usePopup('nickname');
  const close = usePopupStore((state) => state.close);
  return (
    <Popup visible={entry !== undefined} position="top" onMaskClick={() => close('nickname')} bodyClassName="nickname-popup" destroyOnClose>
      {entry ? <NicknameForm onClose={() => close('nickname')} /> : null}
    </Popup>
  );
}

function NicknameForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const player = usePlayer();
  const [name, setName] = useState(player?.name ?? '');
  const update = useProfileMutation();
  const { errors, check } = useFieldErrors<{ name: string }, 'name', MessageKey>({ name }, (values) => {
    const parsed = nickname.safeParse(values.name);
    if (parsed.success) return {};
    const key = parsed.error.issues[0]?.message ?? '';
    return { name: isMessageKey(key) ? key : 'nicknameRequired' };
  });

  const submit = useDebouncedSubmit(() => {
    const parsed = nickname.safeParse(name);
    if (!check() || !parsed.success || update.isPending) return;
    update.mutate(
      { name: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(t('messages:operationSuccessful'));
          onClose();
        },
      },
    );
  });

  return (
    <form
      className="nickname-form"
      role="dialog"
      aria-labelledby="nickname-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SheetHeader id="nickname-title" title={t('profile.editName')} onClose={onClose} />
      <Field id="nickname-input" label={t('profile.nickname')} error={errors.name ? t(`messages:${errors.name}`) : undefined} hint={t('profile.nicknameHint', { max: LIMITS.nicknameMaxLength })}>
        <input
          id="nickname-input"
          className="field__input"
          maxLength={LIMITS.nicknameMaxLength}
          value={name}
          autoComplete="nickname"
          onChange={(event) => setName(event.target.value.slice(0, LIMITS.nicknameMaxLength))}
        />
      </Field>
      <Button block color="primary" size="large" type="submit" loading={update.isPending}>
        {t('app.submit')}
      </Button>
    </form>
  );
}
