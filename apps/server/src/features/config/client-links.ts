// ClientParamConf's links to this site — share.url (the agency share link and its QR code) and
// official.url (the download site) — may be stored relative ('/', '/downapp', as seeded), so one
// document serves any host. They are resolved against the public origin (PUBLIC_BASE_URL, else the
// server's own address, never the request's Host: platform/public-origin.ts) wherever they leave
// the server, so the apps always get a full link a friend can open; an operator's absolute URL is
// served as written.
import { ClientParamConf } from '@khel/contracts/config-documents';
import { absoluteLink } from '../../platform/public-origin.ts';

export const SITE_LINK_PARAMS: readonly string[] = ['share.url', 'official.url'];

/** The stored document with its site links absolute; a document that does not parse, as it is. */
export function withSiteLinks(document: unknown, origin: string): unknown {
  const parsed = ClientParamConf.safeParse(document);
  if (!parsed.success) return document;
  return parsed.data.map((entry) => (SITE_LINK_PARAMS.includes(entry.id) && entry.value.trim() !== '' ? { ...entry, value: absoluteLink(entry.value, origin) } : entry));
}
