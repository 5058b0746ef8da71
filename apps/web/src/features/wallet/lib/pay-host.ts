// The pay page (docs/requirements/deposits.md#4-orders-and-crediting): the deposit opens pay.html on a host picked at random from
// ClientParamConf pay.urls (a bracketed comma list), never the one used last time (localStorage lastPlayurlIndex).
import { STORAGE_KEYS, readString, writeString } from '../../../lib/storage.ts';

export function parsePayUrls(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .trim()
    .replace(/^\[/, '')
    .replace(/\]$/, '')
    .split(',')
    .map((entry) => entry.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** A random index of `count` that differs from `last` whenever there is a choice. */
export function pickIndex(count: number, last: number | null, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  const usable = last !== null && last >= 0 && last < count;
  const index = Math.floor(random() * (usable ? count - 1 : count));
  return usable && index >= last ? index + 1 : index;
}

/**
 * The pay page URL for a deposit: `<host>/pay.html?<payQuery>` on a pay.urls host (relative hosts
 * resolve against this app), or the server's own `fallback` (its payUrl) when none is configured.
 */
export function choosePayUrl(payUrls: string | undefined, payQuery: string, fallback: string, random: () => number = Math.random): string {
  const hosts = parsePayUrls(payUrls);
  if (hosts.length === 0) return new URL(fallback, window.location.origin).href;
  const stored = Number(readString(STORAGE_KEYS.lastPlayurlIndex));
  const index = pickIndex(hosts.length, readString(STORAGE_KEYS.lastPlayurlIndex) === null || !Number.isInteger(stored) ? null : stored, random);
  writeString(STORAGE_KEYS.lastPlayurlIndex, String(index));
  const host = (hosts[index] ?? '').replace(/\/+$/, '');
  const base = new URL(`${host}/pay.html`, window.location.origin);
  return `${base.href}?${payQuery}`;
}

/** Leaves for the pay host in this tab (a window opened after an await would be blocked). */
export function openPayHost(url: string): void {
  window.location.assign(url);
}
