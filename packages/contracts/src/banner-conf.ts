// The home banners as a public config document: BannerConf, edited in the console
// config editor (strict, versioned) and read by the player app like the other documents.
// zod/mini: the player app's home imports it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';

/** The artwork shipped with the app (apps/web/public/banners/banner-<name>.png). */
export const BUILT_IN_BANNER_IMAGES = ['sign-in', 'vip', 'agency', 'pxx'] as const;

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

export const BannerEntry = z.object({
  /** Stable and unique: the slide's identity (and the click counter's). */
  key: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
  /** A built-in artwork name, or a path on this site (/banners/…png|jpg|webp). */
  image: z.union([z.enum(BUILT_IN_BANNER_IMAGES), z.string().check(z.regex(/^\/banners\/[A-Za-z0-9_-]{1,64}\.(png|jpe?g|webp)$/))]),
  /**
   * Where a tap goes: a banner type of docs/requirements/navigation.md#4-banners-by-type (qd, xz, dl, mrsc, hdjs, schd, ksfh, pxx, vip,
   * tg), else a game banner.
   */
  type: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  /** A game banner's game (/game/playps). */
  game: z.optional(z.object({ name: z.string().check(z.minLength(1), z.maxLength(64)), id: z.string().check(z.maxLength(64)), type: z.string().check(z.maxLength(32)) })),
  /** The title over the artwork per language; absent: the app's own copy for the type. */
  title: z.optional(z.object({ en: title, zh: title, ur: title })),
  /** Lower first. */
  order: z.int().check(z.minimum(0), z.maximum(10_000)),
  enabled: z.boolean(),
  /** A promotion: not shown to a player whom offerEligibility refuses offers (a break, opted out). */
  marketing: z.boolean(),
});
export type BannerEntry = z.infer<typeof BannerEntry>;

export const BannerConf = z.array(BannerEntry).check(
  z.maxLength(20),
  z.refine((banners) => new Set(banners.map((b) => b.key)).size === banners.length, { error: 'every banner needs its own key' }),
);
export type BannerConf = z.infer<typeof BannerConf>;

/** The banners a viewer sees, in order: enabled ones, and promotions only where offers may be shown. */
export function bannersFor(conf: BannerConf, offersShown: boolean): BannerEntry[] {
  return conf.filter((b) => b.enabled && (offersShown || !b.marketing)).sort((a, b) => a.order - b.order);
}
