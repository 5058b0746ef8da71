import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { loadConfig } from './config.ts';

describe('environment', () => {
  it('development defaults: port 8080, embedded database, sandbox gateways, dev tools on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.gateways).toEqual({ Jazzcash: 'sandbox', Easypaisa: 'sandbox' });
    expect(config.devTools).toBe(true);
    // The demo games' failure simulations only when a developer asks for them.
    expect(config.demoTestTools).toBe(false);
    expect(loadConfig({ DEMO_TEST_TOOLS: 'on' }).demoTestTools).toBe(true);
  });

  it('production refuses the demo games\' test tools', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_TEST_TOOLS: 'on' })).toThrow("DEMO_TEST_TOOLS: the demo games' test tools are for development; remove it");
  });

  it('production refuses the demo sports feed: simulated matches must never take real money', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, SPORTS_FEED: 'demo' })).toThrow("SPORTS_FEED: the demo feed simulates matches; set off or plug in a real feed's adapter");
    expect(loadConfig({ ...PRODUCTION_ENV }).sportsFeed).toBe('off');
  });

  it('a bad value stops the boot with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it('production refuses the sandbox gateway, dev secrets and missing credentials', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(error).toContain('PAYMENT_GATEWAY_JAZZCASH: the sandbox gateway is for development');
    expect(error).toContain("EXCLUSION_REGISTER: the embedded register is a demo; set off (no national register) or plug in the register's adapter");
    expect(error).toContain('PAY_LINK_SECRET: set a secret of your own');
    expect(error).toContain('JAZZCASH_INTEGRITY_SALT: required in production');
    expect(error).toContain('PII_ENCRYPTION_KEY: set a key of your own');
    expect(error).toContain("PUBLIC_BASE_URL: required in production (the site's own origin, e.g. https://khel.pk; links never follow the request's Host)");
  });

  it('production wants PUBLIC_BASE_URL on https', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://khel.pk' })).toThrow('PUBLIC_BASE_URL: must be https in production');
  });

  it('PUBLIC_BASE_URL is an http(s) origin, kept as its origin', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://Play.Khel.pk/' }).publicBaseUrl).toBe('https://play.khel.pk');
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://localhost:5173' }).publicBaseUrl).toBe('http://localhost:5173');
    expect(loadConfig({}).publicBaseUrl).toBeUndefined();
    for (const bad of ['javascript:alert(1)//', 'ftp://khel.pk', 'https://khel.pk/app', 'https://khel.pk/?x=1', 'https://khel.pk/#', 'https://user:pw@khel.pk', 'khel.pk']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad }), bad).toThrow("PUBLIC_BASE_URL: must be the site's origin: http(s)://host[:port], no path, query or credentials");
    }
  });

  it('production with real gateways and secrets boots without dev tools', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      PUBLIC_BASE_URL: 'https://khel.pk',
      GAME_PG: '',
      GAME_PG_OPERATOR_TOKEN: 'pg-operator',
      GAME_PG_SECRET_KEY: 'pg-secret',
      GAME_PG_LAUNCH_URL: 'https://m.pg.example',
    });
    expect(config.devTools).toBe(false);
    expect(config.payments.gateways.Jazzcash).toBe('jazzcash');
    expect(config.games.platforms.pg).toEqual({ mode: 'vendor', credentials: { operatorToken: 'pg-operator', secretKey: 'pg-secret', launchUrl: 'https://m.pg.example' } });
    expect(config.games.platforms.evo).toEqual({ mode: 'off' });
  });
});

const ALL_OFF = Object.fromEntries(['VN888', 'FACHAI', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS'].map((p) => [`GAME_${p}`, 'off']));

describe('game platforms', () => {
  it('development: a platform without credentials runs on the embedded demo vendor', () => {
    const config = loadConfig({});
    expect(config.games.platforms.fachai).toEqual({ mode: 'demo' });
    expect(config.games.platforms['9wickets']).toEqual({ mode: 'demo' });
  });

  it('production refuses to start while any platform would serve demo games, and says how to fix it', () => {
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', ...ALL_OFF, GAME_EVO: '' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toContain(
      'GAME_EVO: no credentials, and the embedded demo vendor is for development: set GAME_EVO_CASINO_KEY, GAME_EVO_API_TOKEN, GAME_EVO_AUTH_TOKEN, GAME_EVO_API_URL or GAME_EVO=off',
    );
    expect(message).not.toContain('GAME_PG:');
  });

  it('half a set of credentials, a bad URL or a wrong AES key length stops the boot', () => {
    expect(() => loadConfig({ GAME_PG_OPERATOR_TOKEN: 'x' })).toThrow('GAME_PG_SECRET_KEY, GAME_PG_LAUNCH_URL: required with the other GAME_PG_* settings');
    expect(() => loadConfig({ GAME_PG_OPERATOR_TOKEN: 'x', GAME_PG_SECRET_KEY: 'y', GAME_PG_LAUNCH_URL: 'pg.example' })).toThrow('GAME_PG_LAUNCH_URL: must be an http(s) URL');
    expect(() => loadConfig({ GAME_FACHAI_AGENT_CODE: 'A', GAME_FACHAI_AGENT_KEY: 'short', GAME_FACHAI_API_URL: 'https://fc.example' })).toThrow(
      'GAME_FACHAI_AGENT_KEY: must be exactly 16 characters',
    );
    expect(() => loadConfig({ GAME_JDB: 'maybe' })).toThrow('GAME_JDB: must be off (or unset)');
  });

  it('METRICS_PORT is off unless set, and refused when it is the public port', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
