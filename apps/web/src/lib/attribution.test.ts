import { AGENT_ID_PREFIX } from '@khel/contracts/limits';
import { describe, expect, it } from 'vitest';
import { agentIdFromSearch, attributedDownloadUrl, h5ParamFromSearch } from './attribution.ts';

describe('invitation code from ?r=', () => {
  it('prefixes a bare code', () => {
    expect(agentIdFromSearch('?r=80012345')).toBe(`${AGENT_ID_PREFIX}80012345`);
  });
  it('keeps a code that already has the prefix', () => {
    expect(agentIdFromSearch(`?r=${AGENT_ID_PREFIX}80012345`)).toBe(`${AGENT_ID_PREFIX}80012345`);
  });
  it('is empty without r', () => {
    expect(agentIdFromSearch('?x=1')).toBe('');
    expect(agentIdFromSearch('?r=')).toBe('');
  });
  it('reads the ad parameters for h5Param', () => {
    expect(h5ParamFromSearch('?pixelId=p1&urlId=u2&linkId=l3&uuid=x4&other=1')).toEqual({
      pixelId: 'p1',
      urlId: 'u2',
      linkId: 'l3',
      uuid: 'x4',
    });
  });
});

describe('attributedDownloadUrl', () => {
  const apk = 'https://dl.khel.example/khel.apk';

  it('carries the arrival parameters when the pixel is one the operator runs', () => {
    expect(attributedDownloadUrl(apk, ['px1', 'px2'], { pixelId: 'px2', urlId: 'u 9', linkId: 'l3' })).toBe(
      'https://dl.khel.example/khel.apk?pixelId=px2&urlId=u+9&linkId=l3',
    );
  });

  it('keeps the configured link without a pixel, with an unknown pixel, or when it is not a URL', () => {
    expect(attributedDownloadUrl(apk, ['px1'], {})).toBe(apk);
    expect(attributedDownloadUrl(apk, ['px1'], { pixelId: 'other', urlId: 'u' })).toBe(apk);
    expect(attributedDownloadUrl(apk, [], { pixelId: 'px1' })).toBe(apk);
    expect(attributedDownloadUrl('not a url', ['px1'], { pixelId: 'px1' })).toBe('not a url');
  });
});
