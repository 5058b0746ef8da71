import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeRequest } from '@khel/wire/codec';
import { countClick, uploadClicks } from './click-counter.ts';

const LOG = 'Storedata';
const context = { playerId: 7, vip: 2, gold: 1234 };

function envelopeOk() {
  return new Response(JSON.stringify({ code: 1, msg: '', data: { ok: true } }), { headers: { 'content-type': 'application/json' } });
}

describe('click counters', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('counts taps per element in Storedata', () => {
    countClick('tab.home');
    countClick('tab.home');
    countClick('banner.qd');
    expect(JSON.parse(localStorage.getItem(LOG) ?? '')).toEqual({ 'tab.home': 2, 'banner.qd': 1 });
  });

  it('sends the log with the published fields and clears it once sent', async () => {
    countClick('home.deposit');
    countClick('home.deposit');
    const fetchMock = vi.fn(async () => envelopeOk());
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadClicks(context)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/usercenter/playerUpload2');
    expect(decodeRequest(String(init.body))).toMatchObject({ ...context, data: { 'home.deposit': 2 } });
    expect(localStorage.getItem(LOG)).toBeNull();
  });

  it('sends nothing when the log is empty', async () => {
    const fetchMock = vi.fn(async () => envelopeOk());
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadClicks(context)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the log when the upload fails, and taps made meanwhile survive a success', async () => {
    countClick('tab.acting');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await expect(uploadClicks(context)).rejects.toThrow();
    expect(JSON.parse(localStorage.getItem(LOG) ?? '')).toEqual({ 'tab.acting': 1 });
    vi.stubGlobal('fetch', vi.fn(async () => { countClick('tab.acting'); return envelopeOk(); }));
    await uploadClicks(context);
    expect(JSON.parse(localStorage.getItem(LOG) ?? '')).toEqual({ 'tab.acting': 1 });
  });

  it('drops unknown elements and bad counts a stored log may hold', async () => {
    localStorage.setItem(LOG, JSON.stringify({ 'tab.home': 3, 'old.button': 4, 'home.cs': -1, 'home.vip': 'x' }));
    const fetchMock = vi.fn(async () => envelopeOk());
    vi.stubGlobal('fetch', fetchMock);
    await uploadClicks(context);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((decodeRequest(String(init.body)) as { data: unknown }).data).toEqual({ 'tab.home': 3 });
  });
});
