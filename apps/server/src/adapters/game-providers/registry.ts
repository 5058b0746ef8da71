// The game providers Khel runs, built once at start-up from config: the in-house provider (and a
// generic third party when its secret is set), one seamless adapter per catalogue platform, and
// 9WICKETS' transfer wallet. A platform with GAME_<PLATFORM>_* credentials talks to its vendor; one
// without runs the same adapter against the embedded demo vendor (demo credentials, game pages at
// /demo-games/…, the 9WICKETS sandbox); GAME_<PLATFORM>=off leaves it out.
import type { Clock } from '../../platform/clock.ts';
import type { GameProvidersConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db.ts';
import type { GamePlatformKey } from '../../platform/game-config.ts';
import type { FetchLike } from '../payments/port.ts';
import { createCq9Adapter } from './cq9/cq9-seamless.ts';
import { demoCredentials, walletClientFor, type DemoCredentials, type SeamlessPlatform } from './demo/demo-clients.ts';
import { demoLauncher } from './demo/demo-session.ts';
import { createEvoAdapter } from './evo/evo-seamless.ts';
import { createFachaiAdapter } from './fachai/fachai-seamless.ts';
import { createGenericSeamlessAdapter } from './generic/generic-seamless.ts';
import { createInhouseProvider, INHOUSE_PROVIDER, type InhouseProvider } from './inhouse/inhouse-provider.ts';
import { createJdbAdapter } from './jdb/jdb-seamless.ts';
import { createJiliAdapter } from './jili/jili-seamless.ts';
import { createNineWicketsSandbox, type NineWicketsSandbox } from './ninewickets/ninewickets-sandbox.ts';
import { createNineWicketsAdapter } from './ninewickets/ninewickets-transfer.ts';
import { createPgAdapter } from './pg/pg-seamless.ts';
import { PROVIDER_POLICIES } from './policies.ts';
import type { HookTransport, LaunchInput, LaunchMode, SeamlessAdapter, TransferWalletAdapter } from './port.ts';
import { createVn888Adapter } from './vn888/vn888-seamless.ts';
import type { WalletClient } from './wallet-client.ts';

export interface GameProviders {
  seamless(name: string): SeamlessAdapter | undefined;
  transfer(name: string): TransferWalletAdapter | undefined;
  inhouse: InhouseProvider;
  /** The in-process 9WICKETS when it runs on the demo (tests drive its misbehaviours). */
  nineWicketsSandbox: NineWicketsSandbox | undefined;
  /** How a catalogue platform's provider runs: its vendor, the embedded demo, or not at all. */
  modeOf(provider: string): LaunchMode | 'off' | undefined;
  /** The demo vendor's side of a demo platform's wallet protocol (demo pages, tests), over Khel's
   *  hook transport or another one (a misbehaving one, a test's). */
  demoClient(provider: string, transport?: HookTransport): WalletClient | undefined;
  /** Key of the demo vendors' page sessions. */
  demoSecret: string;
  /** Some platform runs on the embedded demo vendor (its pages are then served). */
  hasDemo: boolean;
}

export interface GameProviderDependencies {
  config: GameProvidersConfig;
  transport: HookTransport;
  db: Database;
  clock: Clock;
  fetch?: FetchLike;
}

const SEAMLESS_PLATFORMS: SeamlessPlatform[] = ['vn888', 'fachai', 'cq9', 'pg', 'jdb', 'jili', 'evo'];

function seamlessAdapter(provider: SeamlessPlatform, credentials: DemoCredentials, fetch: FetchLike, launch?: (input: LaunchInput) => Promise<string>): SeamlessAdapter {
  const extra = launch ? { launch } : {};
  switch (provider) {
    case 'vn888':
      return createVn888Adapter({ credentials: credentials.vn888, ...extra });
    case 'fachai':
      return createFachaiAdapter({ credentials: credentials.fachai, fetch, ...extra });
    case 'cq9':
      return createCq9Adapter({ credentials: credentials.cq9, fetch, ...extra });
    case 'pg':
      return createPgAdapter({ credentials: credentials.pg, ...extra });
    case 'jdb':
      return createJdbAdapter({ credentials: credentials.jdb, fetch, ...extra });
    case 'jili':
      return createJiliAdapter({ ...credentials.jili, ...extra });
    case 'evo':
      return createEvoAdapter({ credentials: credentials.evo, fetch, ...extra });
  }
}

export function createGameProviders(deps: GameProviderDependencies): GameProviders {
  const { config } = deps;
  const fetchFn: FetchLike = deps.fetch ?? ((url, init) => fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(15_000) }));
  const demo = demoCredentials(config.demoSecret);
  const modes = new Map<string, LaunchMode | 'off'>();
  const seamless = new Map<string, SeamlessAdapter>();
  const clients = new Map<string, WalletClient>();
  const demoPlatforms = new Set<SeamlessPlatform>();
  seamless.set(INHOUSE_PROVIDER, createGenericSeamlessAdapter({ name: INHOUSE_PROVIDER, secret: config.inhouseSecret, launchBaseUrl: config.inhouseLaunchUrl }));
  if (config.genericSecret) {
    seamless.set('generic', createGenericSeamlessAdapter({ name: 'generic', secret: config.genericSecret, launchBaseUrl: config.genericLaunchUrl }));
  }
  const launcher = (provider: GamePlatformKey) =>
    demoLauncher({ secret: config.demoSecret, provider, clock: deps.clock, ttlMs: PROVIDER_POLICIES[provider]!.sessionTtlMs });

  for (const provider of SEAMLESS_PLATFORMS) {
    const setting = config.platforms[provider];
    modes.set(provider, setting.mode);
    if (setting.mode === 'off') continue;
    if (setting.mode === 'vendor') {
      seamless.set(provider, seamlessAdapter(provider, { ...demo, [provider]: setting.credentials }, fetchFn));
    } else {
      seamless.set(provider, seamlessAdapter(provider, demo, fetchFn, launcher(provider)));
      clients.set(provider, walletClientFor(provider, demo, deps.transport));
      demoPlatforms.add(provider);
    }
  }

  const transfer = new Map<string, TransferWalletAdapter>();
  let nineWicketsSandbox: NineWicketsSandbox | undefined;
  const wickets = config.platforms['9wickets'];
  modes.set('9wickets', wickets.mode);
  if (wickets.mode === 'vendor') {
    const { agent, secret, apiUrl } = wickets.credentials;
    transfer.set('9wickets', createNineWicketsAdapter({ baseUrl: apiUrl, agentCode: agent, secret, fetch: fetchFn }));
  } else if (wickets.mode === 'demo') {
    const { agent, secret, apiUrl } = demo['9wickets'];
    nineWicketsSandbox = createNineWicketsSandbox({ db: deps.db, secret });
    transfer.set('9wickets', createNineWicketsAdapter({ baseUrl: apiUrl, agentCode: agent, secret, fetch: nineWicketsSandbox.fetch, launch: launcher('9wickets') }));
  }

  return {
    seamless: (name) => seamless.get(name),
    transfer: (name) => transfer.get(name),
    inhouse: createInhouseProvider({ secret: config.inhouseSecret, transport: deps.transport }),
    nineWicketsSandbox,
    modeOf: (provider) => modes.get(provider),
    demoClient(provider, transport) {
      if (!transport) return clients.get(provider);
      return demoPlatforms.has(provider as SeamlessPlatform) ? walletClientFor(provider as SeamlessPlatform, demo, transport) : undefined;
    },
    demoSecret: config.demoSecret,
    hasDemo: [...modes.values()].includes('demo'),
  };
}
