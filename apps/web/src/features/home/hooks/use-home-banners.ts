// The home carousel's banners come from the public config document BannerConf: the
// operator orders, enables and titles them in the console. Promotions (marketing) are left out for
// a player whom the server refuses offers (a break, opted out: docs/compliance/marketing.md).
// Until the document arrives (or if it cannot be fetched) the built-in four stand in, as seeded.
import { BUILT_IN_BANNER_IMAGES, BannerConf, bannersFor, type BannerEntry } from '@khel/contracts/banner-conf';
import type { Language } from '@khel/contracts/messages/languages';
import { useMemo } from 'react';
import { images, versionedImage } from '../../../config/paths.ts';
import { useConfigDocument } from '../../../lib/config-documents.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { HOME_BANNERS, type Banner } from '../components/banner-carousel.tsx';

const isBuiltIn = (image: string): image is (typeof BUILT_IN_BANNER_IMAGES)[number] => (BUILT_IN_BANNER_IMAGES as readonly string[]).includes(image);

export function toBanner(entry: BannerEntry, locale: Language): Banner {
  return {
    type: entry.type,
    image: isBuiltIn(entry.image) ? images.banner(entry.image) : versionedImage(entry.image),
    ...(entry.title ? { label: entry.title[locale] } : {}),
    ...(entry.game ? { game: entry.game } : {}),
  };
}

export function useHomeBanners(offersShown: boolean): readonly Banner[] {
  const conf = useConfigDocument('BannerConf', BannerConf);
  const locale = usePreferencesStore((state) => state.locale);
  return useMemo(() => {
    if (!conf) return offersShown ? HOME_BANNERS : [];
    return bannersFor(conf, offersShown).map((entry) => toBanner(entry, locale));
  }, [conf, offersShown, locale]);
}
