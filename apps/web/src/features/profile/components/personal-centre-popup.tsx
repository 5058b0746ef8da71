import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { PersonalCentre } from './personal-centre.tsx';
import './profile.css';

export function PersonalCentrePopup({ tileBadges }: { tileBadges?: Partial<Record<string, ReactNode>> } = {}) {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('personal-centre');
  const close = usePopupStore((state) => state.close);
  return (
    <Popup
      visible={entry !== undefined}
      position="top"
      onMaskClick={() => close('personal-centre')}
      bodyClassName="profile-top-popup"
      destroyOnClose
    >
      <div role="dialog" aria-labelledby="personal-centre-title">
        <SheetHeader id="personal-centre-title" title={t('profile.title')} onClose={() => close('personal-centre')} />
        <PersonalCentre onLeave={() => close('personal-centre')} tileBadges={tileBadges} />
      </div>
    </Popup>
  );
}
