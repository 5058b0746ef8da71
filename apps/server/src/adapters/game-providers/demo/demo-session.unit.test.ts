import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock.ts';
import { demoLauncher, openDemoSession, sealDemoSession } from './demo-session.ts';

describe('demo sessions', () => {
  it('the launch seals what the page needs; only the demo secret opens it, and only until it expires', async () => {
    const clock = manualClock();
    const launch = demoLauncher({ secret: 'a-demo-secret-of-16+', provider: 'pg', clock, ttlMs: 60_000 });
    const url = await launch({ token: 'tok', playerId: 7, gameId: 'pg-x', language: 'ur', homeUrl: '/', platform: 'web', gameName: 'X', gameType: 'slots', theme: 'dark' });
    expect(url).toMatch(/^\/demo-games\/pg\/pg-x\?s=[\w-]+\.[\w-]+$/);
    const sealed = new URL(url, 'http://k').searchParams.get('s')!;
    expect(openDemoSession('a-demo-secret-of-16+', sealed, clock.now())).toMatchObject({ provider: 'pg', playerId: 7, token: 'tok', language: 'ur', theme: 'dark', gameType: 'slots' });
    expect(openDemoSession('another-secret-16++', sealed, clock.now())).toBeNull();
    const [payload, signature] = sealed.split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), playerId: 8 })).toString('base64url');
    expect(openDemoSession('a-demo-secret-of-16+', `${changed}.${signature}`, clock.now())).toBeNull();
    clock.advance(60_000);
    expect(openDemoSession('a-demo-secret-of-16+', sealed, clock.now())).toBeNull();
  });

  it('a vendor language code (JILI vi-VN) shows the page in English; garbage never opens', async () => {
    const clock = manualClock();
    const launch = demoLauncher({ secret: 's'.repeat(16), provider: 'jili', clock, ttlMs: 60_000 });
    const url = await launch({ token: 't', playerId: 1, gameId: 'g', language: 'vi-VN', homeUrl: '', platform: 'web' });
    expect(openDemoSession('s'.repeat(16), new URL(url, 'http://k').searchParams.get('s')!, clock.now())).toMatchObject({ language: 'en', theme: 'light', gameType: 'slots' });
    const sealed = sealDemoSession('s'.repeat(16), {
      provider: 'jili', playerId: 1, gameId: 'g', gameName: 'g', gameType: 'slots', tags: '', token: 't', language: 'en', theme: 'light', homeUrl: '', expiresAt: Date.now() + 1_000,
    });
    expect(openDemoSession('s'.repeat(16), sealed, new Date())).not.toBeNull();
    for (const bad of [undefined, '', 'x', 'x.y', '.', `${'a'.repeat(5000)}.b`]) expect(openDemoSession('s'.repeat(16), bad, new Date())).toBeNull();
  });
});
