// Attribution carried in the landing page's URL: the invitation code `r` and the ad parameters of
// h5Param. Both are captured once at start-up, because the player may browse before signing up.
import { AGENT_ID_PREFIX } from '@khel/contracts/limits';
import { STORAGE_KEYS, readJson, writeJson } from './storage.ts';

export interface H5Param {
  pixelId?: string;
  urlId?: string;
  linkId?: string;
  uuid?: string;
}

const H5_FIELDS = ['pixelId', 'urlId', 'linkId', 'uuid'] as const;
// Not a published key; sessionStorage keeps the invite for this visit only.
const INVITE_KEY = 'inviteCode';

/** The agentId for an invite `r`: kept when it already has the prefix, prefixed otherwise. */
export function agentIdFromSearch(search: string): string {
  const code = new URLSearchParams(search).get('r')?.trim() ?? '';
  if (!code) return '';
  return code.startsWith(AGENT_ID_PREFIX) ? code : `${AGENT_ID_PREFIX}${code}`;
}

export function h5ParamFromSearch(search: string): H5Param {
  const params = new URLSearchParams(search);
  const found: H5Param = {};
  for (const field of H5_FIELDS) {
    const value = params.get(field);
    if (value) found[field] = value.slice(0, 64);
  }
  return found;
}

export function captureAttribution(search: string): void {
  const agentId = agentIdFromSearch(search);
  if (agentId) {
    try {
      sessionStorage.setItem(INVITE_KEY, agentId);
    } catch {
      // storage disabled: the current URL is read again at submit time
    }
  }
  const h5 = h5ParamFromSearch(search);
  if (Object.keys(h5).length > 0) writeJson(STORAGE_KEYS.h5Param, h5);
}

/** The invite for a sign-up: the current URL first, else the one captured on landing. */
export function currentAgentId(): string {
  const fromUrl = agentIdFromSearch(window.location.search);
  if (fromUrl) return fromUrl;
  try {
    return sessionStorage.getItem(INVITE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function currentH5Param(): H5Param {
  const fromUrl = h5ParamFromSearch(window.location.search);
  if (Object.keys(fromUrl).length > 0) return fromUrl;
  return readJson<H5Param>(STORAGE_KEYS.h5Param) ?? {};
}

/**
 * The download link differs by Android, iOS and pixel presence (docs/requirements/accounts.md#9-device-and-telemetry): when the player
 * arrived through a pixel the operator runs (FbParamConf), the app-download link carries that
 * arrival's h5Param, so the installed app credits the same campaign. Otherwise the link is as
 * configured. No ad script is loaded and nothing is sent to an ad platform from the browser.
 */
export function attributedDownloadUrl(url: string, pixelIds: readonly string[], h5: H5Param): string {
  if (!h5.pixelId || !pixelIds.includes(h5.pixelId)) return url;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  for (const field of H5_FIELDS) {
    const value = h5[field];
    if (value) target.searchParams.set(field, value);
  }
  return target.toString();
}
