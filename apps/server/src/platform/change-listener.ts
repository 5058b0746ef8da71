// One connection of its own that LISTENs to the change channel and reconnects with backoff when it
// is lost (a PostgreSQL restart, a terminated backend). The pooled connections listen too (db.ts:
// a write's own notifications arrive before it resolves), but the pool closes idle connections and
// loses them all in an outage; this one is what says "changes are being seen" (readiness, the read
// cache) and brings the onGap that drops every cached answer once it is back.
import pg from 'pg';

export interface ChangeListenerOptions {
  config: pg.ClientConfig;
  channel: string;
  onNotify(payload: string): void;
  /** Listening began or stopped. */
  onState(up: boolean): void;
  minDelayMs?: number;
  maxDelayMs?: number;
}

export class ChangeListener {
  private client: pg.Client | null = null;
  private attempt: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private delayMs: number;
  private closed = false;
  private readonly options: ChangeListenerOptions;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(options: ChangeListenerOptions) {
    this.options = options;
    this.minDelayMs = options.minDelayMs ?? 100;
    this.maxDelayMs = options.maxDelayMs ?? 2_000;
    this.delayMs = this.minDelayMs;
    this.attempt = this.connect();
  }

  get up(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.attempt;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.options.config);
    // Every error of this client is handled here: an unhandled 'error' event would end the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload !== undefined) this.options.onNotify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch {
      await client.end().catch(() => {});
      this.retryLater();
      return;
    } finally {
      this.attempt = null;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.delayMs = this.minDelayMs;
    this.options.onState(true);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.options.onState(false);
    this.retryLater();
  }

  /** Full jitter under an exponentially growing ceiling, so many processes do not reconnect in step. */
  private retryLater(): void {
    if (this.closed || this.timer) return;
    const wait = Math.round(this.delayMs / 2 + (Math.random() * this.delayMs) / 2);
    this.delayMs = Math.min(this.delayMs * 2, this.maxDelayMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closed) this.attempt = this.connect();
    }, wait);
    this.timer.unref();
  }
}
