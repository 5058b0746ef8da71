import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderDock } from '../../components/ui/header-dock.tsx';
import '../../components/ui/page-header.css';
import { paths } from '../../config/paths.ts';
import { RecordView } from '../../features/records/components/record-view.tsx';
import { Icon } from '../../components/ui/icon.tsx';

export default function RecordPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  return (
    <>
      <header className="page-header">
        <button type="button" className="page-header__back" aria-label={t('records.home')} onClick={() => void navigate(paths.home())}>
          <Icon name="AppOutline" />
        </button>
        <h1 className="page-header__title">{t('routes.record')}</h1>
        <div className="page-header__end">
          <HeaderDock />
        </div>
      </header>
      <RecordView />
    </>
  );
}
