import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

interface SheetHeaderProps {
  title: string;
  onClose: () => void;
  id?: string;
}

/** Title row of a popup sheet, with its close button. */
export function SheetHeader({ title, onClose, id }: SheetHeaderProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <div className="sheet-header">
      <h2 className="sheet-header__title" id={id}>
        {title}
      </h2>
      <button type="button" className="icon-button" aria-label={t('app.close')} onClick={onClose}>
        <Icon name="CloseOutline" />
      </button>
    </div>
  );
}
