// A player's live socket held by one process gets the balance a deposit credited by another
// (docs/architecture/live.md): the credit's commit notifies the change channel, process B's hub
// reads the new balance and pushes it. Two real server processes on one PostgreSQL, the sandbox
// gateway's notification relayed to process A as a load balancer would.
import { describe, expect, it } from 'vitest';
import type { NotificationRelay } from './notification-relay.ts';
import { playerCall, signUpOn, until, useTwoServers, type Running } from './two-servers.ts';

/** A first deposit of ₨500.00 by Jazzcash pays ₨525.00 with the default first-deposit bonus. */
const DEPOSIT = 50_000;
const CREDITED = 52_500;

let relay: NotificationRelay;
let a: Running;
let b: Running;
useTwoServers({ relay: true }, (servers) => {
  ({ a, b } = servers);
  relay = servers.relay!;
});

describe.runIf(process.env.TEST_DATABASE_URL)('live events across two server processes', () => {
  it('a deposit committed through A reaches the socket on B as a balance event within 1 s', async () => {
    const p = await signUpOn(b);
    const socket = new WebSocket(`${b.baseUrl.replace('http', 'ws')}/api/live`);
    const events: { type: string; gold?: number; at: number }[] = [];
    socket.addEventListener('message', (message) => events.push({ ...(JSON.parse(String(message.data)) as { type: string }), at: performance.now() }));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    socket.send(JSON.stringify({ auth: p.token }));
    await until('hello', () => events.some((e) => e.type === 'hello'), 5_000, 10);
    expect(events[0]).toMatchObject({ type: 'hello', player: true, gold: 0 });

    const created = await playerCall<{ payUrl: string }>(a, '/usercenter/game/deposit', { typeName: 'Jazzcash', amount: DEPOSIT, phone: '03001234567' }, { token: p.token });
    expect(created.code, created.msg).toBe(1);
    const payUrl = new URL(created.data.payUrl, a.baseUrl);
    const page = await fetch(`${a.baseUrl}${payUrl.pathname}${payUrl.search}`, { redirect: 'manual' });
    const ref = /\/sandbox-gateway\/pay\/(\w+)$/.exec(page.headers.get('location') ?? '')?.[1];
    expect(ref, `pay page answered ${page.status}`).toBeTruthy();
    relay.route(a);
    const answersBefore = relay.delivered.length;
    const press = await fetch(`${a.baseUrl}/sandbox-gateway/pay/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve', misbehave: 'none' }).toString(),
    });
    expect(press.status).toBeLessThan(400);
    const answered = relay.delivered.slice(answersBefore);
    expect(answered.map((d) => [d.to, d.status])).toEqual([['A', 200]]);

    await until('the balance event on B', () => events.some((e) => e.type === 'balance' && e.gold === CREDITED), 5_000, 5);
    const event = events.find((e) => e.type === 'balance' && e.gold === CREDITED)!;
    // From A's answer to the gateway (the credit committed) to the event on B's socket.
    const ms = event.at - answered[0]!.answeredAt;
    console.log(`deposit committed on A → balance event on B's socket: ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1_000);
    socket.close();
  }, 60_000);
});
