import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { GamesNoticeBar } from '../../features/games/components/notice-bar.tsx';
import { HomeGames } from '../../features/games/components/home-games.tsx';
import { AppDownloadStrip } from '../../features/home/components/home-sections.tsx';
import { HomeTopBar } from '../../features/home/components/home-top-bar.tsx';
import { UserBar } from '../../features/home/components/user-bar.tsx';
import { useHomeBanners } from '../../features/home/hooks/use-home-banners.ts';
import { HomePopups } from '../home-popups.tsx';
import { useOffersShown } from '../offer-eligibility.ts';

export default function HomePage() {
  // No promotional banners for a player on a break or who turned in-app offers off (BannerConf marketing).
  const offersShown = useOffersShown();
  const banners = useHomeBanners(offersShown);
  return (
    <>
      <HomeTopBar />
      {banners.length > 0 ? <BannerCarousel banners={banners} /> : null}
      <GamesNoticeBar />
      <UserBar />
      <AppDownloadStrip />
      <HomeGames />
      <HomePopups />
    </>
  );
}
