import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildIconSprite } from '../../../vite/icon-sprite.ts';
import { Icon } from './icon.tsx';
import { ICON_NAMES } from './icon-names.ts';

describe('icons', () => {
  it('draws the named symbol of the sprite, hidden from screen readers', () => {
    const { container } = render(<Icon name="GiftOutline" className="offer-row__chevron" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('antd-mobile-icon', 'offer-row__chevron');
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/icons\.svg#GiftOutline$/);
  });

  it('the sprite holds every listed icon once, each with its viewBox and a drawing', () => {
    const sprite = new DOMParser().parseFromString(buildIconSprite(), 'image/svg+xml');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual([...ICON_NAMES]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
      expect(symbol.querySelector('path')).not.toBeNull();
    }
    // Only the symbols carry ids (a drawing's own would clash with another's).
    expect(sprite.querySelectorAll('[id]')).toHaveLength(ICON_NAMES.length);
  });
});
