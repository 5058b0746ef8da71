// The bottom tab bar (spec §2): Home, Activity, Recharge, Acting, Personal.
import { TabBar } from 'antd-mobile';
import { AppOutline, CollectMoneyOutline, GiftOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useOpenWallet } from '../hooks/use-open-wallet.ts';
import { useRequirePlayer } from '../hooks/use-require-player.ts';
import { scrollToTop } from '../lib/scroll.ts';
import { useActivityBadge } from '../features/activity/api/activity-badge.ts';
import { tabIndexForPath } from './tab-bar-highlight.ts';

export function AppTabBar() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const requirePlayer = useRequirePlayer();
  const badge = useActivityBadge();
  const openWallet = useOpenWallet();

  const tabs = [
    {
      key: '0',
      title: t('tabs.home'),
      icon: <AppOutline />,
      run: () => {
        if (pathname !== paths.home()) void navigate(paths.home());
        scrollToTop(600);
      },
    },
    { key: '1', title: t('tabs.activity'), icon: <GiftOutline />, badge, run: () => void navigate(paths.activityList()) },
    { key: '2', title: t('tabs.recharge'), icon: <CollectMoneyOutline />, run: () => openWallet('deposit') },
    { key: '3', title: t('tabs.acting'), icon: <TeamOutline />, run: () => requirePlayer(() => void navigate(paths.agency())) },
    { key: '4', title: t('tabs.personal'), icon: <UserOutline />, run: () => requirePlayer(() => void navigate(paths.profile())) },
  ];

  return (
    <nav className="app-tab-bar" aria-label={t('tabs.label')}>
      <TabBar activeKey={String(tabIndexForPath(pathname))} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.key}
            icon={tab.icon}
            title={tab.title}
            badge={tab.badge ? tab.badge : undefined}
            onClick={tab.run}
          />
        ))}
      </TabBar>
    </nav>
  );
}
