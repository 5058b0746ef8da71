// Where a game's close/home button returns (thirdGameLogin `home`, jili/Login `HomeUrl`). The value
// comes from the player's request, so a shared launch link could carry `javascript:…` or another
// site; a vendor (or the demo page) that navigates there would run script on Khel's origin or send
// the player away. Only a path on this site ('/', '/game?x=1') or the site's own address is taken,
// and every vendor receives the absolute URL on the site's origin built from it (README "Launch").
import { invalid } from '../../platform/errors.ts';

/** The contract's cap on the field (packages/contracts endpoints/game-wallet.ts). */
export const LAUNCH_HOME_MAX = 512;

// Printable ASCII without the backslash (browsers read '\' as '/' in special URLs, so '/\evil.example'
// would be protocol-relative) and without spaces or control characters (which URL parsing drops or
// trims, hiding what the value really names).
const PRINTABLE = /^[\x21-\x5b\x5d-\x7e]*$/;

/**
 * The absolute URL on `origin` that `sent` names, for the vendor. Empty: the site's home. Refused
 * with the invalid-request code (message launchHomeInvalid) when it names anything but this site.
 */
export function launchHomeUrl(sent: string, origin: string): string {
  const site = new URL(origin);
  const value = sent === '' ? '/' : sent;
  if (value.length > LAUNCH_HOME_MAX || !PRINTABLE.test(value)) throw invalid('launchHomeInvalid');
  let url: URL;
  if (value.startsWith('/')) {
    // '//host' is protocol-relative: another site.
    if (value.startsWith('//')) throw invalid('launchHomeInvalid');
    url = new URL(value, site);
  } else {
    // Only the site's own address, written out in full (old app versions send `${location.origin}/`).
    try {
      url = new URL(value);
    } catch {
      throw invalid('launchHomeInvalid');
    }
    if (url.username || url.password) throw invalid('launchHomeInvalid');
  }
  if (url.origin !== site.origin) throw invalid('launchHomeInvalid');
  return url.href;
}
