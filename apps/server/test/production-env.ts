// The smallest environment production starts with: real gateways with credentials, operator
// secrets, the site's https address, every third-party game platform off. Tests add or override
// what they are about.
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_BASE_URL: 'https://khel.example',
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
  EXCLUSION_REGISTER: 'off',
  SPORTS_FEED: 'off',
  ...Object.fromEntries(['VN888', 'FACHAI', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS'].map((p) => [`GAME_${p}`, 'off'])),
};
