// The floating customer-service button; part of the nav-bar chrome, so pages without the nav bar
// (a running game) do not get it.
import { MessageFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../stores/popup-store.ts';

export function SupportBubble() {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  return (
    <button type="button" className="support-bubble" aria-label={t('support.title')} onClick={() => open({ name: 'support' })}>
      <MessageFill />
    </button>
  );
}
