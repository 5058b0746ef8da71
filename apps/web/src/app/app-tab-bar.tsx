// The bottom tab bar (docs/requirements/navigation.md#2-bottom-tab-bar): Home, Activity, Recharge, Acting, Personal.
import type { ClickTarget } from '@khel/contracts/endpoints/telemetry';
import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useOpenWallet } from '../hooks/use-open-wallet.ts';
import { useRequirePlayer } from '../hooks/use-require-player.ts';
import { countClick } from '../lib/click-counter.ts';
import { scrollToTop } from '../lib/scroll.ts';
import { useActivityBadge } from '../features/activity/api/activity-badge.ts';
import { tabIndexForPath } from './tab-bar-highlight.ts';
import { Icon } from '../components/ui/icon.tsx';

export function AppTabBar() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const requirePlayer = useRequirePlayer();
  const badge = useActivityBadge();
  const openWallet = useOpenWallet();

  const tabs: { key: string; target: ClickTarget; title: string; icon: ReactNode; badge?: number; run: () => void }[] = [
    {
      key: '0',
      target: 'tab.home',
      title: t('tabs.home'),
      icon: <Icon name="AppOutline" />,
      run: () => {
        if (pathname !== paths.home()) void navigate(paths.home());
        scrollToTop(600);
      },
    },
    { key: '1', target: 'tab.activity', title: t('tabs.activity'), icon: <Icon name="GiftOutline" />, badge, run: () => void navigate(paths.activityList()) },
    { key: '2', target: 'tab.recharge', title: t('tabs.recharge'), icon: <Icon name="CollectMoneyOutline" />, run: () => openWallet('deposit') },
    { key: '3', target: 'tab.acting', title: t('tabs.acting'), icon: <Icon name="TeamOutline" />, run: () => requirePlayer(() => void navigate(paths.agency())) },
    { key: '4', target: 'tab.personal', title: t('tabs.personal'), icon: <Icon name="UserOutline" />, run: () => requirePlayer(() => void navigate(paths.profile())) },
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
            onClick={() => {
              countClick(tab.target);
              tab.run();
            }}
          />
        ))}
      </TabBar>
    </nav>
  );
}
