// The app's one socket to /api/live (docs/architecture/live.md): it reconnects with exponential
// backoff and jitter (a server restart must not see every phone return in the same second), says
// who the player is in its first message (the session is the `satoken` header on HTTP calls, and a
// browser's WebSocket cannot send headers; a token in the URL would land in access logs), and re-sends
// every topic subscription after each reconnect. No React here: the hooks are in live.ts.

export interface LiveEvent {
  type: string;
  [field: string]: unknown;
}

export type LiveHandler = (event: LiveEvent) => void;

/** The server's answer to a subscription: `{type: 'subscribed', topic}` (docs/architecture/live.md). */
export const LIVE_SUBSCRIBED = 'subscribed';

export interface LiveClientOptions {
  url: () => string;
  /** The session token, or null for a visitor (public topics only). */
  token: () => string | null;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  /** False: start() does nothing and screens poll (component tests that mount the whole shell). */
  enabled?: boolean;
}

const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 30_000;

/** Delay before reconnect attempt n (0-based): half fixed, half random, doubling up to the cap. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export class LiveClient {
  private socket: WebSocket | null = null;
  private started = false;
  private connected = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private readonly topics = new Map<string, number>();
  private readonly connectedListeners = new Set<() => void>();

  private readonly options: LiveClientOptions;

  constructor(options: LiveClientOptions) {
    this.options = options;
  }

  /** Opens the socket (idempotent); until then hooks register but nothing connects. */
  start(): void {
    if (this.started || this.options.enabled === false) return;
    this.started = true;
    this.open();
  }

  stop(): void {
    this.started = false;
    this.clearRetry();
    this.dropSocket();
  }

  /** Reconnects now, e.g. after login or logout, so the server learns the new session. */
  reconnect(): void {
    if (!this.started) return;
    this.clearRetry();
    this.dropSocket();
    this.attempt = 0;
    this.open();
  }

  /** Reconnects now if the socket is down (the network came back, the app came to the front). */
  nudge(): void {
    if (this.started && !this.socket) {
      this.clearRetry();
      this.attempt = 0;
      this.open();
    }
  }

  isConnected(): boolean {
    return this.connected;
  }

  onConnectedChange(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  on(type: string, handler: LiveHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(type);
    };
  }

  /** Counts subscribers per topic: the server hears subscribe once and unsubscribe after the last. */
  subscribe(topic: string): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0 && this.connected) this.send({ subscribe: topic });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topics.set(topic, left);
        return;
      }
      this.topics.delete(topic);
      if (this.connected) this.send({ unsubscribe: topic });
    };
  }

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: WebSocket;
    try {
      socket = create(this.options.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      // The server answers the auth message with 'hello' (the catch-up snapshot); connected from there.
      socket.send(JSON.stringify({ auth: this.options.token() }));
    };
    socket.onmessage = (message) => {
      if (socket !== this.socket || typeof message.data !== 'string') return;
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (!event || typeof event.type !== 'string') return;
      if (event.type === 'hello') {
        this.attempt = 0;
        for (const topic of this.topics.keys()) this.send({ subscribe: topic });
        this.setConnected(true);
      }
      for (const handler of [...(this.handlers.get(event.type) ?? [])]) handler(event);
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.setConnected(false);
      this.scheduleRetry();
    };
    // An error is always followed by close; the retry is scheduled there.
    socket.onerror = () => {};
  }

  private send(message: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000);
      } catch {
        // Closing a socket still connecting can throw in some browsers; it is dropped either way.
      }
    }
    this.setConnected(false);
  }

  private scheduleRetry(): void {
    if (!this.started || this.retryTimer) return;
    const delay = backoffDelay(this.attempt++, this.options.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.started && !this.socket) this.open();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const listener of [...this.connectedListeners]) listener();
  }
}
