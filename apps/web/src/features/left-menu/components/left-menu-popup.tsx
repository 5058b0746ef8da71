// The left menu (docs/requirements/navigation.md#5-left-menu-and-personal-centre), sliding from the inline start: from the left, or the
// right in Urdu.
import { Collapse, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CrownIcon } from '../../../components/ui/crown-icon.tsx';
import { PlayerAvatar } from '../../../components/ui/player-avatar.tsx';
import { VipBadge } from '../../../components/ui/vip-badge.tsx';
import { images, paths } from '../../../config/paths.ts';
import { useLogout } from '../../../hooks/use-logout.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { useClientParam } from '../../../lib/config-documents.ts';
import { isRtl } from '../../../lib/i18n.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import './left-menu.css';
import { BannerArt } from '../../../components/ui/banner-art.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

interface MenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  danger?: boolean;
  badge?: ReactNode;
}

/** The Top Games and Online Casino lists come from app/ (features never import each other). */
export interface LeftMenuGameLists {
  topGames?: (onOpened: () => void) => ReactNode;
  onlineCasino?: (onOpened: () => void) => ReactNode;
}

export interface LeftMenuProps extends LeftMenuGameLists {
  /** The mailbox's unread red dot beside E-Mail, from app/. */
  mailDot?: ReactNode;
}

export function LeftMenuPopup({ topGames, onlineCasino, mailDot }: LeftMenuProps = {}) {
  const entry = usePopup('left-menu');
  const close = usePopupStore((state) => state.close);
  const locale = usePreferencesStore((state) => state.locale);
  return (
    <Popup
      visible={entry !== undefined}
      position={isRtl(locale) ? 'right' : 'left'}
      onMaskClick={() => close('left-menu')}
      bodyClassName="left-menu-popup"
      destroyOnClose
    >
      <LeftMenu onClose={() => close('left-menu')} topGames={topGames} onlineCasino={onlineCasino} mailDot={mailDot} />
    </Popup>
  );
}

function LeftMenu({ onClose, topGames, onlineCasino, mailDot }: { onClose: () => void } & LeftMenuProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const player = usePlayer();
  const open = usePopupStore((state) => state.open);
  const requirePlayer = useRequirePlayer();
  const logout = useLogout();
  const supportUrl = useClientParam('feedback.customer');

  const go = (to: string) =>
    requirePlayer(() => {
      onClose();
      void navigate(to);
    });

  const openSupport = () => {
    // A player chats in the app; a visitor gets the external address when one is configured.
    if (player || !supportUrl) {
      requirePlayer(() => {
        onClose();
        open({ name: 'support-chat' });
      });
      return;
    }
    window.open(supportUrl, '_blank', 'noopener,noreferrer');
  };

  const items: MenuItem[] = [
    { key: 'search', label: t('menu.gameSearch'), icon: <Icon name="SearchOutline" />, run: () => go(paths.gameSearch()) },
    { key: 'mail', label: t('menu.email'), icon: <Icon name="MailOutline" />, run: () => go(paths.notifications()), badge: player ? mailDot : null },
    { key: 'gift', label: t('menu.giftCode'), icon: <Icon name="GiftOutline" />, run: () => go(paths.giftCode()) },
    { key: 'support', label: t('menu.liveSupport'), icon: <Icon name="MessageOutline" />, run: openSupport },
    { key: 'ranking', label: t('menu.rankingVip'), icon: <CrownIcon />, run: () => go(paths.vip()) },
    { key: 'acting', label: t('menu.acting'), icon: <Icon name="TeamOutline" />, run: () => go(paths.agency()) },
    { key: 'record', label: t('menu.record'), icon: <Icon name="HistogramOutline" />, run: () => go(paths.record()) },
  ];
  if (player && (player.phone === '0' || player.phone === '')) {
    items.push({ key: 'bind', label: t('menu.bindPhone'), icon: <Icon name="PhonebookOutline" />, run: () => go(paths.bindPhone()) });
  }
  if (player) {
    items.push({ key: 'logout', label: t('profile.tiles.logout'), icon: <Icon name="UndoOutline" />, run: () => void logout(), danger: true });
  }

  return (
    <nav className="left-menu" aria-label={t('home.menu')}>
      <header className="left-menu__head">
        {player ? (
          <>
            <div className="left-menu__avatar">
              <PlayerAvatar icon={player.icon} size={56} alt="" />
              <VipBadge level={player.vip} dot={player.vipUpgradePending} dotLabel={t('home.vipUpgradePending')} />
            </div>
            <div className="left-menu__who">
              <strong>{player.name}</strong>
              <span>
                {t('home.playerId')} {player.showId}
              </span>
            </div>
          </>
        ) : (
          <div className="left-menu__visitor">
            <img src={images.logoOnBrand()} alt="Khel" height={28} />
            <div className="left-menu__visitor-buttons">
              <button type="button" className="pill-button" onClick={() => open({ name: 'login' })}>
                {t('auth.login')}
              </button>
              <button type="button" className="pill-button pill-button--gold" onClick={() => open({ name: 'auth', tab: 'signup' })}>
                {t('home.register')}
              </button>
            </div>
          </div>
        )}
      </header>

      {player ? (
        <div className="left-menu__stats">
          <div>
            <span>{t('home.balance')}</span>
            <strong>{formatBalance(player.gold)}</strong>
          </div>
          <div>
            <span>{t('menu.vipLevel')}</span>
            <strong>VIP {player.vip}</strong>
          </div>
        </div>
      ) : null}

      <div className="left-menu__promos">
        <button type="button" onClick={() => go(paths.vip())}>
          <BannerArt compact image={images.banner('vip')} copy={{ title: t('homeScreen.banners.vip.short') }} />
        </button>
        <button type="button" onClick={() => go(paths.agency())}>
          <BannerArt compact image={images.banner('agency')} copy={{ title: t('homeScreen.banners.dl.short') }} />
        </button>
      </div>

      <Collapse className="left-menu__collapse">
        <Collapse.Panel
          key="top"
          title={
            <span className="left-menu__panel-title">
              <Icon name="FireFill" className="left-menu__hot" /> {t('menu.topGames')}
            </span>
          }
        >
          {topGames ? topGames(onClose) : <p className="left-menu__soon">{t('menu.gamesSoon')}</p>}
        </Collapse.Panel>
        <Collapse.Panel key="casino" title={<span className="left-menu__panel-title">{t('menu.onlineCasino')}</span>}>
          {onlineCasino ? onlineCasino(onClose) : <p className="left-menu__soon">{t('menu.gamesSoon')}</p>}
        </Collapse.Panel>
      </Collapse>

      <ul className="left-menu__items">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className={item.danger ? 'left-menu__item left-menu__item--danger' : 'left-menu__item'} onClick={item.run}>
              <span className="left-menu__item-icon" aria-hidden="true">
                {item.icon}
              </span>
              <span className="left-menu__item-label">
                {item.label}
                {item.badge}
              </span>
              <Icon name="RightOutline" className="left-menu__chevron flip-rtl" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
