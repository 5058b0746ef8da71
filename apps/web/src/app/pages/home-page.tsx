import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { GamesNoticeBar } from '../../features/games/components/notice-bar.tsx';
import { HomeGames } from '../../features/games/components/home-games.tsx';
import { AppDownloadStrip } from '../../features/home/components/home-sections.tsx';
import { HomeTopBar } from '../../features/home/components/home-top-bar.tsx';
import { UserBar } from '../../features/home/components/user-bar.tsx';
import { HomePopups } from '../home-popups.tsx';

export default function HomePage() {
  return (
    <>
      <HomeTopBar />
      <BannerCarousel />
      <GamesNoticeBar />
      <UserBar />
      <AppDownloadStrip />
      <HomeGames />
      <HomePopups />
    </>
  );
}
