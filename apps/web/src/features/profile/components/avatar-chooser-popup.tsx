// The 40 avatars (docs/requirements/accounts.md#10-profile-and-personal-data). Only a path of the form head_{n}.png is ever sent.
import { AVATAR_NUMBERS, avatarNumberFromPath } from '@khel/contracts/limits';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { images, versionedImage } from '../../../config/paths.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { useProfileMutation } from '../api/profile-api.ts';
import './profile.css';

export function AvatarChooserPopup() {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('avatar-chooser');
  const close = usePopupStore((state) => state.close);
  const player = usePlayer();
  const update = useProfileMutation();

  const choose = (path: string) => {
    const icon = avatarNumberFromPath(path);
    if (icon === null) return;
    if (icon === player?.icon) {
      close('avatar-chooser');
      return;
    }
    update.mutate(
      { icon },
      {
        onSuccess: () => {
          toastSuccess(t('messages:operationSuccessful'));
          close('avatar-chooser');
        },
      },
    );
  };

  return (
    <Popup
      visible={entry !== undefined}
      position="bottom"
      onMaskClick={() => close('avatar-chooser')}
      bodyClassName="avatar-popup"
      destroyOnClose
    >
      <div role="dialog" aria-labelledby="avatar-chooser-title">
        <SheetHeader id="avatar-chooser-title" title={t('profile.chooseAvatar')} onClose={() => close('avatar-chooser')} />
        <div className="avatar-grid">
          {AVATAR_NUMBERS.map((n) => {
            const path = images.avatar(n);
            const selected = n === player?.icon;
            return (
              <button
                key={n}
                type="button"
                className={selected ? 'avatar-grid__item avatar-grid__item--selected' : 'avatar-grid__item'}
                aria-label={t('profile.avatarNumber', { n: n - AVATAR_NUMBERS[0]! + 1 })}
                aria-pressed={selected}
                disabled={update.isPending}
                onClick={() => choose(path)}
              >
                <img src={versionedImage(path)} alt="" loading={n - AVATAR_NUMBERS[0]! < 20 ? 'eager' : 'lazy'} />
              </button>
            );
          })}
        </div>
      </div>
    </Popup>
  );
}
