// The launch's return address: a path on the site or the site's own address, handed to vendors as
// the absolute URL on the site's origin; everything else refused with 1001 launchHomeInvalid.
import { ErrorCode } from '@khel/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { launchHomeUrl } from './launch-home.ts';

const SITE = 'https://play.khel.pk';

function refusal(sent: string, origin = SITE): unknown {
  try {
    return launchHomeUrl(sent, origin);
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.messageKey } : error;
  }
}

describe('launch home', () => {
  it.each([
    ['', 'https://play.khel.pk/'],
    ['/', 'https://play.khel.pk/'],
    ['/game?x=1', 'https://play.khel.pk/game?x=1'],
    ['/records#bets', 'https://play.khel.pk/records#bets'],
    ['/a/../b', 'https://play.khel.pk/b'],
    ['https://play.khel.pk', 'https://play.khel.pk/'],
    ['https://play.khel.pk/game?x=1', 'https://play.khel.pk/game?x=1'],
    ['https://PLAY.khel.pk:443/', 'https://play.khel.pk/'],
  ])('takes %j as %s', (sent, expected) => {
    expect(launchHomeUrl(sent, SITE)).toBe(expected);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'https://evil.example/',
    'http://play.khel.pk/',
    'https://play.khel.pk:8443/',
    'https://play.khel.pk.evil.example/',
    'https://evil.example@play.khel.pk/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'game',
    ' /game',
    '/game\tx',
    '/game\nx',
    '/\u0000',
    '/caf\u00e9',
    `/${'a'.repeat(512)}`,
  ])('refuses %j with the invalid-request code', (sent) => {
    expect(refusal(sent)).toEqual({ code: ErrorCode.invalidRequest, message: 'launchHomeInvalid' });
  });

  it('names the development origin the server gave it', () => {
    expect(launchHomeUrl('/', 'http://localhost:8080')).toBe('http://localhost:8080/');
    expect(refusal('http://127.0.0.1:8080/', 'http://localhost:8080')).toEqual({ code: ErrorCode.invalidRequest, message: 'launchHomeInvalid' });
  });
});
