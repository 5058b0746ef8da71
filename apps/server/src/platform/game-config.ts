// Game providers' environment (features/game-wallet/README.md, adapters/game-providers/README.md):
// one block of GAME_<PLATFORM>_* credentials per third-party platform of the catalogue. A platform
// whose credentials are all set talks to the real vendor; with none set it runs on the embedded
// demo vendor served by Khel itself; GAME_<PLATFORM>=off turns it off. Production never runs a
// demo vendor (like the sandbox payment gateway): each platform must be configured or off.
import { z } from 'zod';

export const GAME_PLATFORM_KEYS = ['vn888', 'fachai', 'cq9', 'pg', 'jdb', 'jili', 'evo', '9wickets'] as const;
export type GamePlatformKey = (typeof GAME_PLATFORM_KEYS)[number];

/** Each platform's credential variables (suffixes of GAME_<PREFIX>_), all required together. */
const CREDENTIALS = {
  vn888: { prefix: 'VN888', fields: { secret: 'SECRET', launchUrl: 'LAUNCH_URL' } },
  fachai: { prefix: 'FACHAI', fields: { agentCode: 'AGENT_CODE', agentKey: 'AGENT_KEY', apiUrl: 'API_URL' } },
  cq9: { prefix: 'CQ9', fields: { apiToken: 'API_TOKEN', walletToken: 'WALLET_TOKEN', apiUrl: 'API_URL' } },
  pg: { prefix: 'PG', fields: { operatorToken: 'OPERATOR_TOKEN', secretKey: 'SECRET_KEY', launchUrl: 'LAUNCH_URL' } },
  jdb: { prefix: 'JDB', fields: { dc: 'DC', parent: 'PARENT', key: 'KEY', iv: 'IV', apiUrl: 'API_URL' } },
  jili: { prefix: 'JILI', fields: { agentId: 'AGENT_ID', agentKey: 'AGENT_KEY', apiUrl: 'API_URL' } },
  evo: { prefix: 'EVO', fields: { casinoKey: 'CASINO_KEY', apiToken: 'API_TOKEN', authToken: 'AUTH_TOKEN', apiUrl: 'API_URL' } },
  '9wickets': { prefix: '9WICKETS', fields: { agent: 'AGENT', secret: 'SECRET', apiUrl: 'API_URL' } },
} as const satisfies Record<GamePlatformKey, { prefix: string; fields: Record<string, string> }>;

type Fields<K extends GamePlatformKey> = keyof (typeof CREDENTIALS)[K]['fields'];
export type VendorCredentials<K extends GamePlatformKey> = Record<Fields<K>, string>;

export type PlatformSetting<K extends GamePlatformKey> =
  | { mode: 'vendor'; credentials: VendorCredentials<K> }
  | { mode: 'demo' }
  | { mode: 'off' };

export type GamePlatformsConfig = { [K in GamePlatformKey]: PlatformSetting<K> };

/** Keys a real vendor checks exactly: AES keys and IVs of FaChai and JDB are 16 characters. */
const EXACT_LENGTH: Record<string, number> = { GAME_FACHAI_AGENT_KEY: 16, GAME_JDB_KEY: 16, GAME_JDB_IV: 16 };
const URL_FIELDS = new Set(['launchUrl', 'apiUrl']);

const DEV_DEMO_SECRET = 'khel-demo-vendors-secret-dev';

export const GameEnv = z.object({
  // The key the embedded demo vendors derive their credentials and page sessions from.
  GAME_DEMO_SECRET: z.string().min(16).default(DEV_DEMO_SECRET),
});

const envName = (key: GamePlatformKey, suffix?: string) => `GAME_${CREDENTIALS[key].prefix}${suffix ? `_${suffix}` : ''}`;

function platformSetting<K extends GamePlatformKey>(key: K, source: NodeJS.ProcessEnv, problems: string[]): PlatformSetting<K> {
  const switchValue = (source[envName(key)] ?? '').trim().toLowerCase();
  // 9WICKETS' former GAME_9WICKETS=sandbox still means the embedded demo.
  if (!['', 'auto', 'off', 'sandbox'].includes(switchValue)) problems.push(`${envName(key)}: must be off (or unset)`);
  if (switchValue === 'off') return { mode: 'off' };
  const fields = CREDENTIALS[key].fields as Record<string, string>;
  const values: Record<string, string> = {};
  const missing: string[] = [];
  for (const [field, suffix] of Object.entries(fields)) {
    const name = envName(key, suffix);
    const value = (source[name] ?? '').trim();
    if (value) values[field] = value;
    else missing.push(name);
    if (value && URL_FIELDS.has(field) && !/^https?:\/\/[^\s]+$/.test(value)) problems.push(`${name}: must be an http(s) URL`);
    if (value && EXACT_LENGTH[name] !== undefined && value.length !== EXACT_LENGTH[name]) {
      problems.push(`${name}: must be exactly ${EXACT_LENGTH[name]} characters`);
    }
  }
  if (missing.length === Object.keys(fields).length) return { mode: 'demo' };
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')}: required with the other ${envName(key)}_* settings`);
    return { mode: 'demo' };
  }
  return { mode: 'vendor', credentials: values as VendorCredentials<K> };
}

/** The platforms' settings, or the list of what is wrong with them. */
export function gamePlatformsConfig(source: NodeJS.ProcessEnv): { platforms: GamePlatformsConfig; problems: string[] } {
  const problems: string[] = [];
  const platforms = Object.fromEntries(GAME_PLATFORM_KEYS.map((key) => [key, platformSetting(key, source, problems)])) as GamePlatformsConfig;
  return { platforms, problems };
}

/** Production serves no demo game: every platform is configured or switched off. */
export function gameProductionProblems(platforms: GamePlatformsConfig): string[] {
  const problems: string[] = [];
  for (const key of GAME_PLATFORM_KEYS) {
    if (platforms[key].mode !== 'demo') continue;
    const names = Object.values(CREDENTIALS[key].fields).map((suffix) => envName(key, suffix));
    problems.push(`${envName(key)}: no credentials, and the embedded demo vendor is for development: set ${names.join(', ')} or ${envName(key)}=off`);
  }
  return problems;
}
