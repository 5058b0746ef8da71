// The live socket as the player app meets it (docs/architecture/live.md), on a listening server:
// a visitor sees public topics only, a player gets a hello snapshot and their balance as it
// changes, a rolled-back event is never sent, copies of one event arrive once, a foreign Origin is
// refused before the upgrade, a logout closes the socket, and a shutdown says 1001.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/players.ts';
import { fund } from '../../test/wallet.ts';
import { sendMail } from '../features/mailbox/mailbox.service.ts';
import { handleGameCommand, startProviderSession } from '../features/game-wallet/game-wallet.service.ts';
import { CHANGES_CHANNEL } from './db.ts';
import { LIVE_PREFIX, publishLive } from './live.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live`;
});
afterAll(async () => {
  await t.close();
});

interface Received {
  type: string;
  [field: string]: unknown;
}

/** A socket that records what it receives and how it closed. */
async function connect(token: string | null): Promise<{ socket: WebSocket; events: Received[]; closed: Promise<number>; next(type: string, ms?: number): Promise<Received> }> {
  const socket = new WebSocket(base);
  const events: Received[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  socket.addEventListener('message', (message) => events.push(JSON.parse(String(message.data)) as Received));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  socket.send(JSON.stringify({ auth: token }));
  const next = async (type: string, ms = 1_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = events.findIndex((event) => event.type === type);
      if (index >= 0) return events.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no '${type}' within ${ms} ms; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, events, closed, next };
}

describe('visitors', () => {
  it('see a public topic they subscribe to, and no player event', async () => {
    const player = await signUp(t.app);
    const visitor = await connect(null);
    expect(await visitor.next('hello')).toEqual({ type: 'hello', player: false });
    visitor.socket.send(JSON.stringify({ subscribe: 'crash' }));
    // Subscribed from this answer on: nothing published later is missed.
    expect(await visitor.next('subscribed')).toEqual({ type: 'subscribed', topic: 'crash' });
    await publishLive(t.db, { player: player.playerId }, { type: 'mail', unread: 1 });
    await publishLive(t.db, { topic: 'crash' }, { type: 'crash-round', round: 7 });
    expect(await visitor.next('crash-round')).toEqual({ type: 'crash-round', round: 7 });
    expect(visitor.events).toEqual([]);
    visitor.socket.close();
  });

  it('are closed for a topic outside the allow-list', async () => {
    const visitor = await connect(null);
    await visitor.next('hello');
    visitor.socket.send(JSON.stringify({ subscribe: 'support' }));
    expect(await visitor.closed).toBe(1008);
  });

  it('with a made-up token are visitors', async () => {
    const visitor = await connect('x'.repeat(43));
    expect(await visitor.next('hello')).toEqual({ type: 'hello', player: false });
    visitor.socket.close();
  });
});

describe('players', () => {
  it('get a hello snapshot, then their balance when it changes, once per change', async () => {
    const player = await signUp(t.app);
    const live = await connect(player.token);
    expect(await live.next('hello')).toMatchObject({ type: 'hello', player: true, gold: 0, held: 0, unread: expect.any(Number) });
    await fund(t.db, player.playerId, 12_345);
    expect(await live.next('balance')).toEqual({ type: 'balance', gold: 12_345, balance: 12_345, held: 0 });
    await publishLive(t.db, { player: player.playerId }, { type: 'marker' });
    await live.next('marker');
    expect(live.events).toEqual([]);
    live.socket.close();
  });

  it('never get an event whose transaction rolled back', async () => {
    const player = await signUp(t.app);
    const live = await connect(player.token);
    await live.next('hello');
    await t.db
      .transaction(async (tx) => {
        await publishLive(tx, { player: player.playerId }, { type: 'win', amount: 500, game: 'crash' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await publishLive(t.db, { player: player.playerId }, { type: 'marker' });
    await live.next('marker');
    expect(live.events).toEqual([]);
    live.socket.close();
  });

  it('get one copy of an event delivered twice (one per listening connection)', async () => {
    const player = await signUp(t.app);
    const live = await connect(player.token);
    await live.next('hello');
    const payload = LIVE_PREFIX + JSON.stringify({ id: 'copy-1', to: { player: player.playerId }, event: { type: 'mail', unread: 3 } });
    await t.db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
    await t.db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
    await publishLive(t.db, { player: player.playerId }, { type: 'marker' });
    await live.next('marker');
    expect(live.events).toEqual([{ type: 'mail', unread: 3 }]);
    live.socket.close();
  });

  it('get a win event for a round that pays more than its stake, and none for one that pays less', async () => {
    const player = await signUp(t.app);
    await fund(t.db, player.playerId, 10_000);
    const live = await connect(player.token);
    await live.next('hello');
    const { token } = await startProviderSession(t.db, t.clock, { playerId: player.playerId, provider: 'inhouse', gameId: 'crash' });
    const round = (txId: string, betAmount: number, winAmount: number) =>
      handleGameCommand(t.db, t.clock, 'inhouse', { kind: 'betSettle', txId, playerId: player.playerId, token, roundId: `r-${txId}`, gameId: 'crash', betAmount, winAmount });
    expect(await round(`lost-${player.playerId}`, 1_000, 400)).toMatchObject({ outcome: 'ok' });
    expect(await round(`won-${player.playerId}`, 1_000, 2_500)).toMatchObject({ outcome: 'ok' });
    expect(await live.next('win')).toEqual({ type: 'win', amount: 2_500, game: 'crash' });
    // The replay of a settled round answers again but pays nothing new: no second toast.
    await round(`won-${player.playerId}`, 1_000, 2_500);
    await publishLive(t.db, { player: player.playerId }, { type: 'marker' });
    await live.next('marker');
    expect(live.events.filter((event) => event.type === 'win')).toEqual([]);
    live.socket.close();
  });

  it('hear of a message sent to them, and of a broadcast with a spread for their refetch', async () => {
    const player = await signUp(t.app);
    const live = await connect(player.token);
    await live.next('hello');
    const mail = (audience: 'player' | 'all') =>
      t.db.transaction((tx) =>
        sendMail(tx, { audience, kind: 'service', playerId: audience === 'player' ? player.playerId : undefined, title: { en: 'Hi' }, body: { en: 'Hello' }, reward: 0, wagerMulti: 0 }, null, t.clock.now()),
      );
    await mail('player');
    expect(await live.next('mail')).toEqual({ type: 'mail' });
    await mail('all');
    expect(await live.next('mail')).toEqual({ type: 'mail', spreadMs: 30_000 });
    live.socket.close();
  });

  it('are disconnected within a second of logging out', async () => {
    const player = await signUp(t.app);
    const live = await connect(player.token);
    await live.next('hello');
    const started = performance.now();
    expect((await call(t.app, 'POST', '/usercenter/game/logout', {}, { token: player.token })).status).toBe(200);
    expect(await live.closed).toBe(4401);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the upgrade', () => {
  const upgrade = (origin: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(base.replace('ws:', 'http:'));
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', Origin: origin },
      });
      req.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('is refused to a page on another site, and allowed to the site itself', async () => {
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade(`http://${new URL(base).host}`)).toBe(101);
  });
});

describe('shutdown', () => {
  it('closes sockets with 1001 so clients reconnect elsewhere', async () => {
    const other = await createTestApp({ db: t.db });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`);
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    socket.send(JSON.stringify({ auth: null }));
    await new Promise((resolve) => socket.addEventListener('message', resolve));
    await other.close();
    expect(await closed).toBe(1001);
  });
});
