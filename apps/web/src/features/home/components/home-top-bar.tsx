// Home's header (top bar: logo and search; docs/requirements/navigation.md#3-home-page), with the left-menu button and, at its end, the
// shell's dock (red packet, support; components/ui/header-dock). The wordmark is the white one,
// readable on the blue brand gradient in both themes.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderDock } from '../../../components/ui/header-dock.tsx';
import { images, paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import './home.css';
import { Icon } from '../../../components/ui/icon.tsx';

export function HomeTopBar() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const open = usePopupStore((state) => state.open);
  const requirePlayer = useRequirePlayer();
  return (
    <header className="home-top-bar">
      <button type="button" className="icon-button icon-button--on-brand" aria-label={t('home.menu')} onClick={() => open({ name: 'left-menu' })}>
        <Icon name="UnorderedListOutline" />
      </button>
      <img className="home-top-bar__logo" src={images.logoOnBrand()} alt="Khel" width={80} height={26} />
      <div className="home-top-bar__end">
        <HeaderDock />
        <button
          type="button"
          className="icon-button icon-button--on-brand"
          aria-label={t('home.search')}
          onClick={() => requirePlayer(() => void navigate(paths.gameSearch()))}
        >
          <Icon name="SearchOutline" />
        </button>
      </div>
    </header>
  );
}
