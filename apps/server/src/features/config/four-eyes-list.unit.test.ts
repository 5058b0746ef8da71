// Every editable document is decided: a new one that pays, sizes a reward or sets a threshold must
// be added to FOUR_EYES_CONFIG (a reviewed change); this test fails until someone decides.
import { ADMIN_CONFIG } from '@khel/contracts/admin/config';
import { needsSecondOperator } from '@khel/contracts/admin/config-proposals';
import { describe, expect, it } from 'vitest';

const DIRECT = ['ClientParamConf', 'ClientVersionConf', 'FbParamConf', 'LanguageConf', 'MarqueeSysConf', 'WinTickerConf'];

describe('documents that need a second operator', () => {
  it('are every editable document except texts, links, pixels, the marquee, the win ticker, languages and the client version', () => {
    const direct = Object.keys(ADMIN_CONFIG).filter((name) => !needsSecondOperator(name));
    expect(direct.sort()).toEqual(DIRECT);
  });
});
