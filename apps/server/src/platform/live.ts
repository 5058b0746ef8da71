// Live events: what a player's open app should learn without asking (a reply in support chat, a
// crash round's cash-out, new mail). They travel on the change channel every process already
// listens to (migration 0055), as 'l:' + JSON, so a write on one process reaches sockets held by
// another. NOTIFY is transactional: published inside a transaction, an event leaves at commit and
// never on a rollback. The socket side (who holds which socket) is live-hub.ts.
import { randomUUID } from 'node:crypto';
import { CHANGES_CHANNEL, type Queryable } from './db.ts';

/** A JSON object with a type; the socket sends it as it is. */
export interface LiveEvent {
  type: string;
  [field: string]: unknown;
}

/**
 * Who an event is for: one player's sockets, every socket subscribed to a topic ('crash', …), or
 * every signed-in player's (a broadcast message: the event should then carry spreadMs, so the apps
 * spread their refetches instead of asking all at once).
 */
export type LiveAudience = { player: number } | { topic: string } | { allPlayers: true };

/** What travels on the channel. The id lets a process drop copies: each pooled connection listens. */
export interface LiveEnvelope {
  id: string;
  to: LiveAudience;
  event: LiveEvent;
}

export const LIVE_PREFIX = 'l:';
// NOTIFY payloads must stay under 8000 bytes; an event is a notice, never a page of data.
const MAX_PAYLOAD_BYTES = 7_500;

export const TOPIC_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** Sends event to its audience on every process, at the commit of q's transaction if it is one. */
export async function publishLive(q: Queryable, to: LiveAudience, event: LiveEvent): Promise<void> {
  if ('topic' in to && !TOPIC_PATTERN.test(to.topic)) throw new RangeError(`live topic not allowed: ${to.topic}`);
  const payload = LIVE_PREFIX + JSON.stringify({ id: randomUUID(), to, event } satisfies LiveEnvelope);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new RangeError(`live event too large: ${event.type}`);
  await q.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
}

/** Several events in one round trip (a batch of settled rounds' wins); same rules as publishLive. */
export async function publishLiveEach(q: Queryable, items: readonly { to: LiveAudience; event: LiveEvent }[]): Promise<void> {
  if (items.length === 0) return;
  const payloads = items.map(({ to, event }) => {
    if ('topic' in to && !TOPIC_PATTERN.test(to.topic)) throw new RangeError(`live topic not allowed: ${to.topic}`);
    const payload = LIVE_PREFIX + JSON.stringify({ id: randomUUID(), to, event } satisfies LiveEnvelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new RangeError(`live event too large: ${event.type}`);
    return payload;
  });
  await q.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANGES_CHANNEL, payloads]);
}

/** The envelope in a change-channel payload, or null when the payload is another kind of change. */
export function parseLiveEnvelope(payload: string): LiveEnvelope | null {
  if (!payload.startsWith(LIVE_PREFIX)) return null;
  try {
    const envelope = JSON.parse(payload.slice(LIVE_PREFIX.length)) as LiveEnvelope;
    return typeof envelope.id === 'string' && envelope.event && typeof envelope.event.type === 'string' ? envelope : null;
  } catch {
    return null;
  }
}
