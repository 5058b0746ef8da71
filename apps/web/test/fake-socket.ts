// A fake /api/live socket the test drives (open, a server event, a drop) and a LiveClient on it, so
// the live client and the screens can be tested without a server. It records what the client sends.
import { LiveClient, type LiveClientOptions } from '../src/lib/live-connection.ts';

export class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  /** Opens and greets as the server greets a visitor. */
  greet() {
    this.open();
    this.receive({ type: 'hello', player: false });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

/** A LiveClient whose every socket is a FakeSocket; `sockets` holds them, oldest first. */
export function fakeLiveClient(options: Pick<LiveClientOptions, 'token' | 'random'>): { client: LiveClient; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const client = new LiveClient({
    url: () => 'ws://app.test/api/live',
    ...options,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { client, sockets };
}
