import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('environment', () => {
  it('development defaults: port 8080, embedded database, sandbox gateways, dev tools on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.gateways).toEqual({ Jazzcash: 'sandbox', Easypaisa: 'sandbox' });
    expect(config.devTools).toBe(true);
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
    expect(error).toContain('PAY_LINK_SECRET: set a secret of your own');
    expect(error).toContain('JAZZCASH_INTEGRITY_SALT: required in production');
    expect(error).toContain('PII_ENCRYPTION_KEY: set a key of your own');
  });

  it('production with real gateways and secrets boots without dev tools', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY_JAZZCASH: 'jazzcash',
      PAYMENT_GATEWAY_EASYPAISA: 'easypaisa',
      PAY_LINK_SECRET: 'a-long-operator-secret-123',
      SANDBOX_GATEWAY_SECRET: 'another-long-secret-456',
      JAZZCASH_MERCHANT_ID: 'MC1',
      JAZZCASH_PASSWORD: 'pw',
      JAZZCASH_INTEGRITY_SALT: 'salt',
      EASYPAY_STORE_ID: '1',
      EASYPAY_HASH_KEY: '0123456789abcdef',
      PII_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      GAME_INHOUSE_SECRET: 'an-inhouse-provider-secret-789',
      JILI_AGENT_KEY: 'a-jili-agent-key-0123',
      GAME_9WICKETS: 'off',
    });
    expect(config.devTools).toBe(false);
    expect(config.payments.gateways.Jazzcash).toBe('jazzcash');
  });
});
