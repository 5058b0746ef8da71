// Every popup of the shell, mounted once; each shows itself when the popup store names it.
import { AuthPopup } from '../features/auth/components/auth-popup.tsx';
import { CongratulationPopup } from '../features/auth/components/congratulation-popup.tsx';
import { LoginPopup } from '../features/auth/components/login-popup.tsx';
import { OnlineCasinoMenuList, TopGamesMenuList } from '../features/games/components/menu-game-lists.tsx';
import { LeftMenuPopup } from '../features/left-menu/components/left-menu-popup.tsx';
import { AvatarChooserPopup } from '../features/profile/components/avatar-chooser-popup.tsx';
import { NicknamePopup } from '../features/profile/components/nickname-popup.tsx';
import { PersonalCentrePopup } from '../features/profile/components/personal-centre-popup.tsx';
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
      />
      <PersonalCentrePopup />
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
      {/* deposit-offers popups */}
      {/* play-rewards popups */}
      {/* agency popups */}
      {/* mailbox popups */}
    </>
  );
}
