// The compact player strip under the notice bar (user bar, docs/requirements/navigation.md#3-home-page), two rows in one card so the
// games start above the fold: visitors get Login and Register; players their avatar, ID (with
// copy), VIP badge and balance ('In-game use' while a 9WICKETS window holds it). Then VIP (red dot
// while an upgrade waits), CS, Deposit and Withdraw; a visitor's tap on them opens the sign-up popup.
import { Button } from 'antd-mobile';
import './home.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CrownIcon } from '../../../components/ui/crown-icon.tsx';
import { PlayerAvatar } from '../../../components/ui/player-avatar.tsx';
import { VipBadge } from '../../../components/ui/vip-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useOpenWallet } from '../../../hooks/use-open-wallet.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { countClick } from '../../../lib/click-counter.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { formatBalance } from '../../../lib/money.ts';
import { useInGameStore } from '../../../stores/in-game-store.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { Icon } from '../../../components/ui/icon.tsx';

export function UserBar() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const player = usePlayer();
  const open = usePopupStore((state) => state.open);
  const requirePlayer = useRequirePlayer();
  const openWallet = useOpenWallet();
  const inGame = useInGameStore((state) => state.inGame);

  const actions = [
    {
      key: 'vip' as const,
      label: t('home.vip'),
      icon: <CrownIcon />,
      dot: player?.vipUpgradePending ?? false,
      run: () => void navigate(paths.vip()),
    },
    { key: 'cs' as const, label: t('home.cs'), icon: <Icon name="MessageOutline" />, dot: false, run: () => void navigate(paths.customerService()) },
    { key: 'deposit' as const, label: t('home.deposit'), icon: <Icon name="CollectMoneyOutline" />, dot: false, run: () => openWallet('deposit') },
    { key: 'withdraw' as const, label: t('home.withdraw'), icon: <Icon name="BankcardOutline" />, dot: false, run: () => openWallet('withdraw') },
  ];

  return (
    <section className="user-bar" aria-label={t('home.userBar')}>
      {player ? (
        <div className="user-bar__row">
          <button type="button" className="user-bar__avatar" aria-label={t('profile.title')} onClick={() => open({ name: 'personal-centre' })}>
            <PlayerAvatar icon={player.icon} size={40} alt="" />
          </button>
          <div className="user-bar__who">
            <span className="user-bar__id">
              {t('home.playerId')} <strong data-testid="player-id">{player.showId}</strong>
              <button type="button" className="user-bar__copy" aria-label={t('home.copyId')} onClick={() => void copyText(player.showId)}>
                <Icon name="FileOutline" />
              </button>
            </span>
            <VipBadge level={player.vip} />
          </div>
          <div className="user-bar__balance">
            <span className="user-bar__balance-label">{t('home.balance')}</span>
            <strong data-testid="balance">{inGame ? t('play.inGameUse') : formatBalance(player.gold)}</strong>
          </div>
        </div>
      ) : (
        <div className="user-bar__row">
          <p className="user-bar__welcome">{t('home.visitorWelcome')}</p>
          <div className="user-bar__auth-buttons">
            <Button color="primary" fill="outline" onClick={() => open({ name: 'login' })}>
              {t('auth.login')}
            </Button>
            <Button color="primary" onClick={() => open({ name: 'auth', tab: 'signup' })}>
              {t('home.register')}
            </Button>
          </div>
        </div>
      )}
      <div className="user-bar__actions">
        {actions.map((action) => (
          <button key={action.key} type="button" className="user-bar__action" onClick={() => {
            countClick(`home.${action.key}`);
            requirePlayer(action.run);
          }}>
            <span className="user-bar__action-icon">
              {action.icon}
              {action.dot ? <span className="red-dot" role="status" aria-label={t('home.vipUpgradePending')} /> : null}
            </span>
            <span className="user-bar__action-label">{action.label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
