// Every popup of the shell. Each is a chunk of its own, fetched the first time the popup store
// names it (a tap, or home's automatic sequence), then kept mounted: it animates closed and opens
// again at once. A first visit downloads none of them.
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { afterFeatureStrings } from '../lib/i18n.ts';
import { usePopupStore, type PopupName } from '../stores/popup-store.ts';
import { useIsLoggedIn } from '../stores/session-store.ts';

type LazyPopup = LazyExoticComponent<ComponentType>;

// Presence counts for players only: a visitor's first screen neither downloads nor evaluates it.
const OnlineHeartbeat = lazy(async () => ({
  default: (await import('../features/play-rewards/components/online-heartbeat.tsx')).OnlineHeartbeat,
}));


/** A lazy component from a module's named export. */
function named<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPopup {
  // A popup's module comes with the features' strings (lib/i18n.ts).
  const withStrings = afterFeatureStrings(load);
  return lazy(async () => ({ default: pick(await withStrings()) }));
}

const mailUnreadDot = () => import('../features/mailbox/components/mail-unread-dot.tsx');
const depositOffers = () => import('../features/deposit-offers/components/deposit-offer-popups.tsx');

const POPUPS: Partial<Record<PopupName, LazyPopup>> = {
  'left-menu': lazy(async () => {
    const [{ LeftMenuPopup }, { OnlineCasinoMenuList, TopGamesMenuList }, { MailUnreadDot }] = await Promise.all([
      afterFeatureStrings(() => import('../features/left-menu/components/left-menu-popup.tsx'))(),
      import('../features/games/components/menu-game-lists.tsx'),
      mailUnreadDot(),
    ]);
    return {
      default: () => (
        <LeftMenuPopup
          topGames={(onOpened) => <TopGamesMenuList onOpened={onOpened} />}
          onlineCasino={(onOpened) => <OnlineCasinoMenuList onOpened={onOpened} />}
          mailDot={<MailUnreadDot />}
        />
      ),
    };
  }),
  'personal-centre': lazy(async () => {
    const [{ PersonalCentrePopup }, { MailUnreadDot }] = await Promise.all([
      afterFeatureStrings(() => import('../features/profile/components/personal-centre-popup.tsx'))(),
      mailUnreadDot(),
    ]);
    return { default: () => <PersonalCentrePopup tileBadges={{ notifications: <MailUnreadDot /> }} /> };
  }),
  'avatar-chooser': named(() => import('../features/profile/components/avatar-chooser-popup.tsx'), (m) => m.AvatarChooserPopup),
  nickname: named(() => import('../features/profile/components/nickname-popup.tsx'), (m) => m.NicknamePopup),
  wallet: named(() => import('../features/wallet/components/wallet-popup.tsx'), (m) => m.WalletPopup),
  'betting-tasks': named(() => import('../features/wagering/components/betting-tasks-popup.tsx'), (m) => m.BettingTasksPopup),
  support: named(() => import('../features/support/components/support-popup.tsx'), (m) => m.SupportPopup),
  'support-chat': named(() => import('../features/support/components/support-chat-popup.tsx'), (m) => m.SupportChatPopup),
  'app-download': named(() => import('../features/support/components/app-download.tsx'), (m) => m.AppDownloadPopup),
  login: named(() => import('../features/auth/components/login-popup.tsx'), (m) => m.LoginPopup),
  auth: named(() => import('../features/auth/components/auth-popup.tsx'), (m) => m.AuthPopup),
  congratulation: named(() => import('../features/auth/components/congratulation-popup.tsx'), (m) => m.CongratulationPopup),
  'limits-offer': named(() => import('../features/limits/components/limits-offer-popup.tsx'), (m) => m.LimitsOfferPopup),
  'session-limit': named(() => import('../features/limits/components/session-limit-popup.tsx'), (m) => m.SessionLimitPopup),
  'sign-in': named(() => import('../features/promotions/components/sign-in-popup.tsx'), (m) => m.SignInPopup),
  'sign-in-tips': named(() => import('../features/promotions/components/sign-in-tips-popup.tsx'), (m) => m.SignInTipsPopup),
  'bind-phone-prompt': named(() => import('../features/promotions/components/bind-phone-prompt.tsx'), (m) => m.BindPhonePromptPopup),
  'amount-received': named(() => import('../features/promotions/components/amount-received-popup.tsx'), (m) => m.AmountReceivedPopup),
  'first-deposit': named(depositOffers, (m) => m.FirstDepositPopup),
  'daily-first-deposit': named(depositOffers, (m) => m.DailyFirstDepositPopup),
  'agency-promo': named(() => import('../features/agency/components/agency-promo-popup.tsx'), (m) => m.AgencyPromoPopup),
  'banner-carousel': named(() => import('../features/home/components/banner-popup.tsx'), (m) => m.BannerCarouselPopup),
};

/** The popups asked for at least once, in the order they were first asked for. */
function useRequestedPopups(): readonly PopupName[] {
  const stack = usePopupStore((state) => state.stack);
  const [requested, setRequested] = useState<readonly PopupName[]>([]);
  const added = stack.map((entry) => entry.name).filter((name) => !requested.includes(name));
  if (added.length > 0) {
    const next = [...requested, ...added];
    setRequested(next);
    return next;
  }
  return requested;
}

export function PopupHost() {
  const requested = useRequestedPopups();
  const loggedIn = useIsLoggedIn();
  return (
    <>
      {/* Not a popup: presence for the online rewards, from the first screen on. */}
      {loggedIn ? (
        <Suspense fallback={null}>
          <OnlineHeartbeat />
        </Suspense>
      ) : null}
      {requested.map((name) => {
        const Popup = POPUPS[name];
        return Popup ? (
          <Suspense key={name} fallback={null}>
            <Popup />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
