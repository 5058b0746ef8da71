import { AGENT_ID_PREFIX } from '@khel/contracts/limits';
import { describe, expect, it } from 'vitest';
import { agentIdFromSearch, h5ParamFromSearch } from './attribution.ts';

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
