// Every editable document is decided: a new one that pays, sizes a reward or sets a threshold must
// be added to FOUR_EYES_CONFIG (a reviewed change); this test fails until someone decides.
import { ADMIN_CONFIG } from '@khel/contracts/admin/config';
import { needsSecondOperator } from '@khel/contracts/admin/config-proposals';
import { describe, expect, it } from 'vitest';

// The catalogue layout (enabled, listed, order) and the home banners pay nothing and set no threshold.
const DIRECT = ['BannerConf', 'ClientParamConf', 'ClientVersionConf', 'FbParamConf', 'GameCatalogueConf', 'LanguageConf', 'MarqueeSysConf', 'WinTickerConf'];

describe('documents that need a second operator', () => {
  it('are every editable document except texts, links, pixels, the marquee, the win ticker, languages, the client version, the catalogue layout and the banners', () => {
    const direct = Object.keys(ADMIN_CONFIG).filter((name) => !needsSecondOperator(name));
    expect(direct.sort()).toEqual(DIRECT);
  });
});
