// One icon from the build's sprite (vite/icon-sprite.ts): antd-mobile-icons' drawings without their
// JavaScript. Always decorative: the button or text around it carries the name.
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './icon-names.ts';

export function Icon({ name, className }: { name: IconName; className?: string | undefined }) {
  return (
    <svg
      className={className ? `antd-mobile-icon ${className}` : 'antd-mobile-icon'}
      width="1em"
      height="1em"
      style={{ verticalAlign: '-0.125em' }}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
