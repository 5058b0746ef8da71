import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { SupportLinks } from './support-links.tsx';

export function SupportPopup() {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('support');
  const close = usePopupStore((state) => state.close);
  return (
    <Popup visible={entry !== undefined} position="bottom" onMaskClick={() => close('support')} bodyClassName="sheet-popup" destroyOnClose>
      <div role="dialog" aria-labelledby="support-title" className="sheet-body">
        <SheetHeader id="support-title" title={t('support.title')} onClose={() => close('support')} />
        <p className="sheet-lead">{t('support.lead')}</p>
        <SupportLinks />
      </div>
    </Popup>
  );
}
