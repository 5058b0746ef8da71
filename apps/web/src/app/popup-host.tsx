// Every popup of the shell, mounted once; each shows itself when the popup store names it.
import { AgencyPromoPopup } from '../features/agency/components/agency-promo-popup.tsx';
import { AuthPopup } from '../features/auth/components/auth-popup.tsx';
import { CongratulationPopup } from '../features/auth/components/congratulation-popup.tsx';
import { DailyFirstDepositPopup, FirstDepositPopup } from '../features/deposit-offers/components/deposit-offer-popups.tsx';
import { LoginPopup } from '../features/auth/components/login-popup.tsx';
import { OnlineCasinoMenuList, TopGamesMenuList } from '../features/games/components/menu-game-lists.tsx';
import { BannerCarouselPopup } from '../features/home/components/banner-popup.tsx';
import { LeftMenuPopup } from '../features/left-menu/components/left-menu-popup.tsx';
import { MailUnreadDot } from '../features/mailbox/components/mail-unread-dot.tsx';
import { AvatarChooserPopup } from '../features/profile/components/avatar-chooser-popup.tsx';
import { NicknamePopup } from '../features/profile/components/nickname-popup.tsx';
import { OnlineHeartbeat } from '../features/play-rewards/components/online-heartbeat.tsx';
import { PersonalCentrePopup } from '../features/profile/components/personal-centre-popup.tsx';
import { AmountReceivedPopup } from '../features/promotions/components/amount-received-popup.tsx';
import { BindPhonePromptPopup } from '../features/promotions/components/bind-phone-prompt.tsx';
import { SignInPopup } from '../features/promotions/components/sign-in-popup.tsx';
import { SignInTipsPopup } from '../features/promotions/components/sign-in-tips-popup.tsx';
import { AppDownloadPopup } from '../features/support/components/app-download.tsx';
import { SupportPopup } from '../features/support/components/support-popup.tsx';
import { BettingTasksPopup } from '../features/wagering/components/betting-tasks-popup.tsx';
import { WalletPopup } from '../features/wallet/components/wallet-popup.tsx';

export function PopupHost() {
  return (
    <>
      <LeftMenuPopup
        topGames={(onOpened) => <TopGamesMenuList onOpened={onOpened} />}
        onlineCasino={(onOpened) => <OnlineCasinoMenuList onOpened={onOpened} />}
        mailDot={<MailUnreadDot />}
      />
      <PersonalCentrePopup tileBadges={{ notifications: <MailUnreadDot /> }} />
      <AvatarChooserPopup />
      <NicknamePopup />
      <WalletPopup />
      <BettingTasksPopup />
      <SupportPopup />
      <AppDownloadPopup />
      <LoginPopup />
      <AuthPopup />
      <CongratulationPopup />
      {/* vip popups */}
      {/* promotions popups */}
      <SignInPopup />
      <SignInTipsPopup />
      <BindPhonePromptPopup />
      <AmountReceivedPopup />
      {/* deposit-offers popups */}
      <FirstDepositPopup />
      <DailyFirstDepositPopup />
      {/* play-rewards popups */}
      <OnlineHeartbeat />
      {/* agency popups */}
      <AgencyPromoPopup />
      {/* mailbox popups */}
      <BannerCarouselPopup />
    </>
  );
}
