// The home carousel's own timer: one slide per interval, back to the first after the last, and
// resting while a finger is on it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnapCarousel } from './snap-carousel.tsx';

const WIDTH = 366;

function renderCarousel() {
  render(
    <SnapCarousel intervalMs={3000} label="Offers">
      <button type="button">one</button>
      <button type="button">two</button>
      <button type="button">three</button>
    </SnapCarousel>,
  );
  const region = screen.getByRole('region', { name: 'Offers' });
  const track = region.firstElementChild as HTMLDivElement;
  // jsdom has no layout: the track is one slide wide and scrolls where it is told.
  Object.defineProperty(track, 'clientWidth', { value: WIDTH, configurable: true });
  const scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft = left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SnapCarousel', () => {
  it('names itself and each slide for screen readers', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '2 / 3' })).toContainElement(screen.getByRole('button', { name: 'two' }));
  });

  it('advances one slide every interval and starts over after the last', () => {
    const { scrollTo } = renderCarousel();
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([WIDTH, 2 * WIDTH, 0]);
  });

  it('rests while a finger is on it', () => {
    const { track, scrollTo } = renderCarousel();
    fireEvent.pointerDown(track);
    act(() => vi.advanceTimersByTime(9000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerUp(track);
    act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
