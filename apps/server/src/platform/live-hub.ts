// Who holds which live socket on this process, and what reaches it (docs/architecture/live.md).
// Events come from the change channel: 'l:' envelopes (platform/live.ts) go to a player's sockets or
// a topic's; 'p:<id>' (that player's wallet, row or sessions changed) re-checks the sockets'
// sessions (a logout or freeze closes them) and pushes the balance if it changed. Product reads
// (balance, unread mail) are handed in by app.ts: the platform knows no feature.
import type { Authenticator } from './session.ts';
import type { Database } from './db.ts';
import { parseLiveEnvelope, TOPIC_PATTERN, type LiveEnvelope, type LiveEvent } from './live.ts';

/** The part of a ws socket the hub uses (tests hand in fakes). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason?: string): void;
  terminate(): void;
  ping(): void;
}

export interface LiveReads {
  /** The player's wallet as the app shows it (gold = available). */
  balance(playerId: number): Promise<{ balance: number; held: number; available: number }>;
  unreadMail(playerId: number): Promise<number>;
}

export interface LiveLimits {
  socketsPerPlayer: number;
  socketsPerAddress: number;
  /** New sockets per address per minute: each costs a session lookup, so churn is bounded too. */
  connectsPerAddressPerMinute: number;
  topicsPerSocket: number;
  /** A socket that sends no auth message within this is closed. */
  authTimeoutMs: number;
  heartbeatMs: number;
  /** A socket that cannot drain this much queued output is a dead or hostile reader: closed. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  socketsPerPlayer: 5,
  // Mobile carriers put many phones behind one address (carrier-grade NAT): generous, still bounded.
  socketsPerAddress: 200,
  // A phone reconnects a few times a minute at worst (backoff); 200 phones behind one address do not all at once.
  connectsPerAddressPerMinute: 600,
  topicsPerSocket: 8,
  authTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  maxBufferedBytes: 256 * 1024,
};

/** Close codes the client reads: 4401 = session ended (reconnects as whoever it is now). */
export const CLOSE = { goingAway: 1001, policy: 1008, sessionEnded: 4401, tooMany: 4429, authTimeout: 4408 } as const;

// Envelope ids remembered to drop the copies each listening pooled connection delivers.
const RECENT_IDS = 4_096;
// Addresses whose connects are counted; past it the counts start over (a flood of addresses).
const COUNTED_ADDRESSES = 100_000;
const MINUTE_MS = 60_000;
const OPEN = 1;

interface Client {
  socket: HubSocket;
  address: string;
  token: string | null;
  playerId: number | null;
  authed: boolean;
  alive: boolean;
  topics: Set<string>;
  authTimer: NodeJS.Timeout | null;
}

interface PlayerState {
  clients: Set<Client>;
  /** The balance last sent, as 'available/held': a change that leaves it equal pushes nothing. */
  lastBalance: string | null;
  refresh: 'idle' | 'running' | 'again';
}

export interface LiveHubOptions {
  db: Database;
  authenticate: Authenticator;
  reads: LiveReads;
  /** Topics visitors may watch: a name, or a pattern for a family of them ('sports-event-<id>'). */
  publicTopics: readonly (string | RegExp)[];
  limits?: Partial<LiveLimits>;
  log?: { warn(obj: object, msg: string): void };
}

export class LiveHub {
  private readonly clients = new Set<Client>();
  private readonly players = new Map<number, PlayerState>();
  private readonly topics = new Map<string, Set<Client>>();
  private readonly perAddress = new Map<string, number>();
  private readonly connectsByAddress = new Map<string, { since: number; count: number }>();
  private readonly recentIds = new Set<string>();
  private readonly limits: LiveLimits;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly options: LiveHubOptions;
  private closing = false;

  constructor(options: LiveHubOptions) {
    this.options = options;
    this.limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
    this.unsubscribe = options.db.subscribeChanges({ onNotify: (payload) => this.onChange(payload), onGap: () => this.onGap() });
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  get stats(): { sockets: number; players: number; topics: number } {
    return { sockets: this.clients.size, players: this.players.size, topics: this.topics.size };
  }

  /** Takes a new socket; returns its handlers for the route to wire (message, pong, close). */
  accept(socket: HubSocket, address: string): { message(data: string): void; pong(): void; closed(): void } {
    const client: Client = { socket, address, token: null, playerId: null, authed: false, alive: true, topics: new Set(), authTimer: null };
    const count = this.perAddress.get(address) ?? 0;
    if (this.closing || count >= this.limits.socketsPerAddress || this.connectingTooOften(address)) {
      socket.close(this.closing ? CLOSE.goingAway : CLOSE.tooMany, this.closing ? 'restarting' : 'too many sockets');
      return { message: () => {}, pong: () => {}, closed: () => {} };
    }
    this.perAddress.set(address, count + 1);
    this.clients.add(client);
    client.authTimer = setTimeout(() => client.authed || socket.close(CLOSE.authTimeout, 'no auth'), this.limits.authTimeoutMs);
    client.authTimer.unref();
    return {
      message: (data) => void this.onMessage(client, data),
      pong: () => (client.alive = true),
      closed: () => this.remove(client),
    };
  }

  private connectingTooOften(address: string): boolean {
    const now = performance.now();
    let window = this.connectsByAddress.get(address);
    if (!window || now - window.since >= MINUTE_MS) {
      if (this.connectsByAddress.size >= COUNTED_ADDRESSES) this.connectsByAddress.clear();
      this.connectsByAddress.set(address, (window = { since: now, count: 0 }));
    }
    window.count += 1;
    return window.count > this.limits.connectsPerAddressPerMinute;
  }

  /** Closes every socket with 1001 so clients reconnect to another process; stops listening. */
  close(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const client of this.clients) client.socket.close(CLOSE.goingAway, 'restarting');
  }

  private async onMessage(client: Client, data: string): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      client.socket.close(CLOSE.policy, 'not json');
      return;
    }
    if (typeof message !== 'object' || message === null) return client.socket.close(CLOSE.policy, 'bad message');
    const fields = message as Record<string, unknown>;
    if (!client.authed) {
      if (!('auth' in fields)) return client.socket.close(CLOSE.policy, 'auth first');
      await this.authenticate(client, typeof fields.auth === 'string' ? fields.auth : null);
      return;
    }
    if (typeof fields.subscribe === 'string') this.subscribe(client, fields.subscribe);
    else if (typeof fields.unsubscribe === 'string') this.unsubscribeTopic(client, fields.unsubscribe);
    else client.socket.close(CLOSE.policy, 'bad message');
  }

  private async authenticate(client: Client, token: string | null): Promise<void> {
    let playerId: number | null = null;
    if (token) {
      try {
        playerId = (await this.options.authenticate(token))?.playerId ?? null;
      } catch {
        // A blocked account's token throws (401 with its reason on HTTP): here it is only a visitor.
        playerId = null;
      }
    }
    if (client.authTimer) clearTimeout(client.authTimer);
    if (client.socket.readyState !== OPEN || !this.clients.has(client)) return;
    client.authed = true;
    if (playerId === null) {
      this.send(client, { type: 'hello', player: false });
      return;
    }
    client.token = token;
    client.playerId = playerId;
    let state = this.players.get(playerId);
    if (!state) this.players.set(playerId, (state = { clients: new Set(), lastBalance: null, refresh: 'idle' }));
    // Over the limit the oldest goes: usually a socket of a phone that lost its network, not yet timed out.
    if (state.clients.size >= this.limits.socketsPerPlayer) {
      const oldest = state.clients.values().next().value!;
      oldest.socket.close(CLOSE.tooMany, 'too many sockets');
      this.remove(oldest);
    }
    state.clients.add(client);
    try {
      const [wallet, unread] = await Promise.all([this.options.reads.balance(playerId), this.options.reads.unreadMail(playerId)]);
      state.lastBalance = `${wallet.available}/${wallet.held}`;
      this.send(client, { type: 'hello', player: true, gold: wallet.available, balance: wallet.balance, held: wallet.held, unread });
    } catch (error) {
      this.options.log?.warn({ err: error }, 'live: hello snapshot failed');
      client.socket.close(CLOSE.goingAway, 'try again');
    }
  }

  private subscribe(client: Client, topic: string): void {
    if (!TOPIC_PATTERN.test(topic) || !this.options.publicTopics.some((allowed) => (typeof allowed === 'string' ? allowed === topic : allowed.test(topic)))) return client.socket.close(CLOSE.policy, 'topic not allowed');
    if (!client.topics.has(topic)) {
      if (client.topics.size >= this.limits.topicsPerSocket) return client.socket.close(CLOSE.policy, 'too many topics');
      client.topics.add(topic);
      let set = this.topics.get(topic);
      if (!set) this.topics.set(topic, (set = new Set()));
      set.add(client);
    }
    // From here every event of the topic reaches this socket: the screen reads its state again on
    // this answer, so what was committed between its first read and now is not missed.
    this.send(client, { type: 'subscribed', topic });
  }

  private unsubscribeTopic(client: Client, topic: string): void {
    if (!client.topics.delete(topic)) return;
    const set = this.topics.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.topics.delete(topic);
  }

  private remove(client: Client): void {
    if (!this.clients.delete(client)) return;
    if (client.authTimer) clearTimeout(client.authTimer);
    const left = (this.perAddress.get(client.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(client.address, left);
    else this.perAddress.delete(client.address);
    for (const topic of [...client.topics]) this.unsubscribeTopic(client, topic);
    if (client.playerId !== null) {
      const state = this.players.get(client.playerId);
      state?.clients.delete(client);
      if (state?.clients.size === 0 && state.refresh === 'idle') this.players.delete(client.playerId);
    }
  }

  private onChange(payload: string): void {
    // A player's row or sessions ('p:') or wallet balance ('b:'): their sockets' session and balance are read again.
    if (payload.startsWith('p:') || payload.startsWith('b:')) {
      const playerId = Number(payload.slice(2));
      if (this.players.has(playerId)) void this.refreshPlayer(playerId);
      return;
    }
    const envelope = parseLiveEnvelope(payload);
    if (envelope && this.firstSight(envelope.id)) this.route(envelope);
  }

  /** Listening resumed after an outage: events may have been missed, so every session and balance is re-read. */
  private onGap(): void {
    for (const playerId of this.players.keys()) void this.refreshPlayer(playerId);
  }

  private firstSight(id: string): boolean {
    if (this.recentIds.has(id)) return false;
    this.recentIds.add(id);
    if (this.recentIds.size > RECENT_IDS) this.recentIds.delete(this.recentIds.values().next().value!);
    return true;
  }

  private route(envelope: LiveEnvelope): void {
    const to = envelope.to;
    const data = JSON.stringify(envelope.event);
    if ('allPlayers' in to) {
      for (const state of this.players.values()) for (const client of state.clients) this.sendRaw(client, data);
      return;
    }
    const clients = 'player' in to ? this.players.get(to.player)?.clients : this.topics.get(to.topic);
    if (!clients) return;
    for (const client of clients) this.sendRaw(client, data);
  }

  /**
   * Bursts coalesce: a change arriving while one player's refresh runs asks for one more run after
   * it, never one per notification (the pooled connections each deliver a copy on PostgreSQL).
   */
  private async refreshPlayer(playerId: number): Promise<void> {
    const state = this.players.get(playerId);
    if (!state) return;
    if (state.refresh !== 'idle') {
      state.refresh = 'again';
      return;
    }
    state.refresh = 'running';
    try {
      do {
        state.refresh = 'running';
        await this.recheckSessions(state);
        if (state.clients.size === 0) break;
        const wallet = await this.options.reads.balance(playerId);
        const key = `${wallet.available}/${wallet.held}`;
        if (key !== state.lastBalance) {
          state.lastBalance = key;
          const data = JSON.stringify({ type: 'balance', gold: wallet.available, balance: wallet.balance, held: wallet.held });
          for (const client of state.clients) this.sendRaw(client, data);
        }
      } while ((state.refresh as PlayerState['refresh']) === 'again');
    } catch (error) {
      this.options.log?.warn({ err: error, playerId }, 'live: player refresh failed');
    } finally {
      state.refresh = 'idle';
      if (state.clients.size === 0) this.players.delete(playerId);
    }
  }

  /** A logged-out, revoked, expired or frozen session's sockets close (4401). */
  private async recheckSessions(state: PlayerState): Promise<void> {
    const byToken = new Map<string, Client[]>();
    for (const client of state.clients) byToken.set(client.token!, [...(byToken.get(client.token!) ?? []), client]);
    for (const [token, clients] of byToken) {
      if (await this.sessionLive(token)) continue;
      for (const client of clients) {
        client.socket.close(CLOSE.sessionEnded, 'session ended');
        this.remove(client);
      }
    }
  }

  private async sessionLive(token: string): Promise<boolean> {
    try {
      return (await this.options.authenticate(token)) !== null;
    } catch {
      // A frozen player's token throws (blocked): not live either.
      return false;
    }
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        this.remove(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  private send(client: Client, event: LiveEvent): void {
    this.sendRaw(client, JSON.stringify(event));
  }

  private sendRaw(client: Client, data: string): void {
    if (client.socket.readyState !== OPEN) return;
    if (client.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      client.socket.terminate();
      this.remove(client);
      return;
    }
    client.socket.send(data);
  }
}
