import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderDock } from './header-dock.tsx';
import './page-header.css';
import { Icon } from './icon.tsx';

interface PageHeaderProps {
  title: string;
  /** Where the back arrow goes when there is no history (a deep link). */
  backTo?: string;
  end?: ReactNode;
}

export function PageHeader({ title, backTo = '/', end }: PageHeaderProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const back = () => {
    // history.state.idx is react-router's own counter: 0 means this page was the entry point.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(backTo);
  };
  return (
    <header className="page-header">
      <button type="button" className="page-header__back" aria-label={t('app.back')} onClick={back}>
        <Icon name="LeftOutline" className="flip-rtl" />
      </button>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__end">
        <HeaderDock />
        {end}
      </div>
    </header>
  );
}
