// The personal centre (docs/requirements/navigation.md#5-left-menu-and-personal-centre), shown as the /profile page and as a popup from the
// top.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlayerAvatar } from '../../../components/ui/player-avatar.tsx';
import { VipBadge } from '../../../components/ui/vip-badge.tsx';
import { useLogout } from '../../../hooks/use-logout.ts';
import { useOpenWallet } from '../../../hooks/use-open-wallet.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { PROFILE_TILES, type ProfileTile } from './profile-tiles.tsx';
import '../../../components/ui/visually-hidden.css';
import './profile.css';
import { Icon } from '../../../components/ui/icon.tsx';

interface PersonalCentreProps {
  /** Called before navigating away, so the popup version can close itself. */
  onLeave?: () => void;
  /** Red dots beside tiles, by tile key (the mailbox's unread dot on 'notifications'), from app/. */
  tileBadges?: Partial<Record<string, ReactNode>>;
}

export function PersonalCentre({ onLeave, tileBadges }: PersonalCentreProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const player = usePlayer();
  const open = usePopupStore((state) => state.open);
  const logout = useLogout();
  const openWallet = useOpenWallet();
  if (!player) return null;

  const activate = (tile: ProfileTile) => {
    if (tile.action === 'logout') {
      void logout();
    } else if (tile.action === 'deposit' || tile.action === 'withdraw') {
      openWallet(tile.action);
    } else {
      onLeave?.();
      void navigate(tile.action);
    }
  };

  return (
    <div className="personal-centre">
      <section className="personal-card">
        <button type="button" className="personal-card__avatar" aria-label={t('profile.changeAvatar')} onClick={() => open({ name: 'avatar-chooser' })}>
          <PlayerAvatar icon={player.icon} size={68} alt="" />
          <span className="personal-card__avatar-edit" aria-hidden="true">
            <Icon name="EditSOutline" />
          </span>
        </button>
        <div className="personal-card__info">
          <button type="button" className="personal-card__name" onClick={() => open({ name: 'nickname' })}>
            {/* Named by what it shows, then what it does: the name a voice user says works. */}
            <span>{player.name}</span>
            <span className="visually-hidden">{t('profile.editName')}</span>
            <Icon name="EditSOutline" />
          </button>
          <div className="personal-card__id">
            <span>
              {t('home.playerId')} <strong data-testid="player-id">{player.showId}</strong>
            </span>
            <button type="button" className="chip-button chip-button--on-brand" aria-label={t('home.copyId')} onClick={() => void copyText(player.showId)}>
              <Icon name="FileOutline" /> {t('app.copy')}
            </button>
          </div>
          <VipBadge level={player.vip} dot={player.vipUpgradePending} dotLabel={t('home.vipUpgradePending')} />
        </div>
        <div className="personal-card__balance">
          <span>{t('home.balance')}</span>
          <strong data-testid="balance">{formatBalance(player.gold)}</strong>
        </div>
      </section>
      <nav className="personal-tiles" aria-label={t('profile.menu')}>
        {PROFILE_TILES.map((tile) => (
          <button
            key={tile.key}
            type="button"
            className={tile.action === 'logout' ? 'personal-tile personal-tile--danger' : 'personal-tile'}
            onClick={() => activate(tile)}
          >
            <span className="personal-tile__icon" aria-hidden="true">
              {tile.icon}
            </span>
            <span className="personal-tile__label">
              {t(tile.label)}
              {tileBadges?.[tile.key]}
            </span>
            <Icon name="RightOutline" className="personal-tile__chevron flip-rtl" />
          </button>
        ))}
      </nav>
    </div>
  );
}
