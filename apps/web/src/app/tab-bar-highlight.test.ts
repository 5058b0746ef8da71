import { describe, expect, it } from 'vitest';
import { TAB_NONE, tabIndexForPath } from './tab-bar-highlight.ts';

describe('tab bar highlight', () => {
  it.each([
    ['/', 0],
    ['/activitylist', 1],
    ['/agency', 3],
    ['/pxx', 9],
  ])('%s highlights tab %i', (path, index) => {
    expect(tabIndexForPath(path)).toBe(index);
  });

  it.each(['/profile', '/vip', '/GamePage', '/game/playps', '/activitylist/x', '/unknown'])(
    'highlights nothing on %s',
    (path) => {
      expect(tabIndexForPath(path)).toBe(TAB_NONE);
      expect(TAB_NONE).toBe(9);
    },
  );
});
