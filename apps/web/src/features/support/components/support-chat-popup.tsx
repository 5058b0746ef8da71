import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { SupportChat } from './support-chat.tsx';

/** The chat as a sheet; mounted only while open, so it polls or listens only then. */
export function SupportChatPopup() {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('support-chat');
  const close = usePopupStore((state) => state.close);
  return (
    <Popup visible={entry !== undefined} position="bottom" onMaskClick={() => close('support-chat')} bodyClassName="sheet-popup support-chat-sheet" destroyOnClose>
      <div role="dialog" aria-labelledby="support-chat-title" className="sheet-body support-chat-sheet__body">
        <SheetHeader id="support-chat-title" title={t('supportChat.title')} onClose={() => close('support-chat')} />
        <SupportChat />
      </div>
    </Popup>
  );
}
