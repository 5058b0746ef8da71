// A banner: text-free artwork (scripts/assets/generate-images.mjs) with its copy laid over it as
// real text, so it is translated, read by screen readers and sized by the player's font settings.
// The copy sits at the inline start; in right-to-left layouts the artwork is mirrored so the
// picture stays clear of the text. Spans only, so it can sit inside a button.
import './banner-art.css';

export interface BannerCopy {
  title: string;
  text?: string | undefined;
  cta?: string | undefined;
}

export function BannerArt({ image, copy, compact = false }: { image: string; copy: BannerCopy; compact?: boolean }) {
  return (
    <span className={compact ? 'banner-art banner-art--compact' : 'banner-art'}>
      <img className="banner-art__image" src={image} alt="" draggable={false} />
      <span className="banner-art__copy">
        {/* The spaces keep the words apart in the button's accessible name (the flex layout ignores them). */}
        <span className="banner-art__title">{copy.title}</span>{' '}
        {copy.text && !compact ? <span className="banner-art__text">{copy.text}</span> : null}{' '}
        {copy.cta && !compact ? <span className="banner-art__cta">{copy.cta}</span> : null}
      </span>
    </span>
  );
}
