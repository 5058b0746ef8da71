import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx';
import { AppDownloadStrip, GamesComing } from '../../features/home/components/home-sections.tsx';
import { HomeTopBar } from '../../features/home/components/home-top-bar.tsx';
import { UserBar } from '../../features/home/components/user-bar.tsx';

export default function HomePage() {
  return (
    <>
      <HomeTopBar />
      <BannerCarousel />
      <UserBar />
      <AppDownloadStrip />
      <GamesComing />
    </>
  );
}
