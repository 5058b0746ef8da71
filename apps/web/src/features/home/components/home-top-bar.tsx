import { SearchOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { images, paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import './home.css';

export function HomeTopBar() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const open = usePopupStore((state) => state.open);
  const requirePlayer = useRequirePlayer();
  return (
    <header className="home-top-bar">
      <button type="button" className="icon-button icon-button--on-brand" aria-label={t('home.menu')} onClick={() => open({ name: 'left-menu' })}>
        <UnorderedListOutline />
      </button>
      <img className="home-top-bar__logo" src={images.logo()} alt="Khel" height={30} />
      <button
        type="button"
        className="icon-button icon-button--on-brand"
        aria-label={t('home.search')}
        onClick={() => requirePlayer(() => void navigate(paths.gameSearch()))}
      >
        <SearchOutline />
      </button>
    </header>
  );
}
