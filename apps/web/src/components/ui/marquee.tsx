// A one-line marquee (the home notice bar's ticker): the text scrolls in the reading direction —
// leftwards in English and Chinese, rightwards in Urdu, where the sentence starts on the right — at
// a given speed, clipped inside its own box, so it never runs under what sits beside it (the
// notice bar's link). antd-mobile's NoticeBar scrolls leftwards in both directions, which in Urdu
// pushes the beginning of the text out first, and its physical margins let the text touch the link.
// Text that fits stands still; with reduced motion it stands still and the box scrolls by hand;
// a touch or hover pauses it (WCAG 2.2.2).
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import './marquee.css';

interface Widths {
  box: number;
  text: number;
}

export function Marquee({ text, pxPerSecond }: { text: string; pxPerSecond: number }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [widths, setWidths] = useState<Widths>({ box: 0, text: 0 });

  useLayoutEffect(() => {
    const box = boxRef.current;
    const inner = textRef.current;
    if (!box || !inner) return;
    const measure = () => setWidths({ box: box.clientWidth, text: inner.offsetWidth });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [text]);

  const moving = widths.text > widths.box;
  // One pass: from just outside the box on the side the text comes in, until it has left on the
  // other. The negative delay starts the first pass with the text's beginning at the box's edge.
  const style = moving
    ? ({
        '--marquee-box': `${widths.box}px`,
        '--marquee-text': `${widths.text}px`,
        animationDuration: `${(widths.box + widths.text) / pxPerSecond}s`,
        animationDelay: `${-widths.box / pxPerSecond}s`,
      } as CSSProperties)
    : undefined;
  return (
    <div className="marquee" ref={boxRef} data-testid="marquee">
      <span ref={textRef} className={moving ? 'marquee__text marquee__text--moving' : 'marquee__text'} style={style}>
        {text}
      </span>
    </div>
  );
}
