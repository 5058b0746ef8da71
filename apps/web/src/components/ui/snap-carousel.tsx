// A carousel on the browser's own scroll snapping: swipe is native scrolling, and a timer advances
// one slide per `intervalMs`, back to the first after the last. It replaced antd-mobile's Swiper
// on home, whose animation and gesture libraries (react-spring, @use-gesture: ≈ 30 KB gzip) were
// most of the first screen's script beyond the framework. The timer rests while a
// finger is on it, while the page is hidden and when the player asks for reduced motion.
// ARIA as the APG carousel pattern: a region named by `label`, each slide a group "n / count".
// The track is always laid out left to right (a right-to-left scroller's negative scrollLeft
// differs between browsers); each slide's own content keeps the page's direction.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import './snap-carousel.css';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function SnapCarousel({ children, intervalMs, label }: { children: ReactNode; intervalMs: number; label: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touching = useRef(false);
  const count = Children.count(children);

  useEffect(() => {
    if (count < 2 || reducedMotion()) return;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element || touching.current || document.hidden || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);

  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setCurrent(Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth)));
  };
  const press = () => {
    touching.current = true;
  };
  const release = () => {
    touching.current = false;
  };

  return (
    <div className="snap-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className="snap-carousel__track"
        onScroll={onScroll}
        onPointerDown={press}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={press}
        onTouchEnd={release}
      >
        {Children.map(children, (child, index) => (
          <div className="snap-carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
            {child}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="snap-carousel__dots" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <i key={index} className={index === current ? 'snap-carousel__dot snap-carousel__dot--current' : 'snap-carousel__dot'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
