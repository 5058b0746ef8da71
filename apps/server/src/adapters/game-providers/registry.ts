// The game providers Khel runs, built once at start-up from config: seamless adapters by name
// (inhouse, jili, and generic when its secret is set), transfer-wallet adapters (9WICKETS on its
// in-process sandbox), and the in-house provider's client.
import type { GameProvidersConfig } from '../../platform/config.ts';
import type { FetchLike } from '../payments/port.ts';
import { createGenericSeamlessAdapter } from './generic/generic-seamless.ts';
import { createInhouseProvider, INHOUSE_PROVIDER, type InhouseProvider } from './inhouse/inhouse-provider.ts';
import { createJiliAdapter } from './jili/jili-seamless.ts';
import { createNineWicketsSandbox, type NineWicketsSandbox } from './ninewickets/ninewickets-sandbox.ts';
import { createNineWicketsAdapter } from './ninewickets/ninewickets-transfer.ts';
import type { HookTransport, SeamlessAdapter, TransferWalletAdapter } from './port.ts';

export interface GameProviders {
  seamless(name: string): SeamlessAdapter | undefined;
  transfer(name: string): TransferWalletAdapter | undefined;
  inhouse: InhouseProvider;
  /** The in-process 9WICKETS, when GAME_9WICKETS=sandbox (tests drive its misbehaviours). */
  nineWicketsSandbox: NineWicketsSandbox | undefined;
}

export function createGameProviders(deps: { config: GameProvidersConfig; transport: HookTransport; fetch?: FetchLike }): GameProviders {
  const { config } = deps;
  const seamless = new Map<string, SeamlessAdapter>();
  seamless.set(INHOUSE_PROVIDER, createGenericSeamlessAdapter({ name: INHOUSE_PROVIDER, secret: config.inhouseSecret, launchBaseUrl: config.inhouseLaunchUrl }));
  if (config.genericSecret) {
    seamless.set('generic', createGenericSeamlessAdapter({ name: 'generic', secret: config.genericSecret, launchBaseUrl: config.genericLaunchUrl }));
  }
  seamless.set('jili', createJiliAdapter(config.jili));
  const transfer = new Map<string, TransferWalletAdapter>();
  let nineWicketsSandbox: NineWicketsSandbox | undefined;
  if (config.nineWickets.mode === 'sandbox') {
    nineWicketsSandbox = createNineWicketsSandbox({ secret: config.nineWickets.secret });
    transfer.set(
      '9wickets',
      createNineWicketsAdapter({ baseUrl: 'https://9wickets.sandbox.invalid', agentCode: 'khel-dev', secret: config.nineWickets.secret, fetch: nineWicketsSandbox.fetch }),
    );
  }
  return {
    seamless: (name) => seamless.get(name),
    transfer: (name) => transfer.get(name),
    inhouse: createInhouseProvider({ secret: config.inhouseSecret, transport: deps.transport }),
    nineWicketsSandbox,
  };
}
