// The customer-service button, docked in the page header (app/shell-dock.tsx) rather than floating
// over the page; pages without the nav bar (a running game) do not get it.
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../stores/popup-store.ts';
import { Icon } from '../components/ui/icon.tsx';

export function SupportBubble() {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  return (
    <button type="button" className="icon-button support-bubble" aria-label={t('support.title')} data-testid="support-bubble" onClick={() => open({ name: 'support' })}>
      <Icon name="MessageOutline" />
    </button>
  );
}
