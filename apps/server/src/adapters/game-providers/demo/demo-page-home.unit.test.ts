// The demo page's Close check, run as the page runs it: only a home on the page's own origin is
// followed, anything else goes to the site's root (defence in depth behind the launch's check).
import { describe, expect, it } from 'vitest';
import { demoPageHtml, SAME_ORIGIN_HOME_JS } from './demo-page.ts';

// The page's own script text, evaluated as the browser does.
const home = new Function(`return ${SAME_ORIGIN_HOME_JS}`)() as (h: string | undefined, l: URL) => string;
const page = new URL('http://127.0.0.1:8123/demo-games/pg/1001?s=abc');

describe('demo page Close', () => {
  it('follows a home on the page origin', () => {
    expect(home('http://127.0.0.1:8123/game?x=1', page)).toBe('http://127.0.0.1:8123/game?x=1');
    expect(home('/records', page)).toBe('http://127.0.0.1:8123/records');
    expect(home(undefined, page)).toBe('http://127.0.0.1:8123/');
    expect(home('', page)).toBe('http://127.0.0.1:8123/');
  });

  it.each([
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    'http://127.0.0.1:8124/',
    'https://127.0.0.1:8123/',
    'http://evil.example@127.0.0.2:8123/',
  ])('goes to the site root instead of %s', (bad) => {
    expect(home(bad, page)).toBe('http://127.0.0.1:8123/');
  });
});

describe('the rendered page', () => {
  it('navigates home only through that check', () => {
    const html = demoPageHtml({
      language: 'en',
      theme: 'light',
      gameName: 'Slot',
      platform: 'PG',
      kind: 'slot',
      gameId: '1001',
      action: '/demo-games/pg/1001',
      sealed: 's',
      nonce: 'n',
      homeUrl: 'javascript:alert(1)',
      balance: 100,
      round: null,
      stake: 100,
      choice: '',
      notice: null,
      ended: false,
      devTools: false,
    embedded: false,
    });
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(() => new Function(script)).not.toThrow(); // it parses: a syntax error would stop every button
    expect(script).toContain(`home=${SAME_ORIGIN_HOME_JS}`);
    expect(script.match(/location\.href=[^;}]*/g)).toEqual(['location.href=home(b.dataset.home,location)']);
    expect(html).toContain('data-home="javascript:alert(1)"');
  });
});
