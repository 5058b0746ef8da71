// The embedded demo vendors' credentials and their side of each platform's wallet protocol. A
// platform without GAME_<PLATFORM>_* credentials runs its real adapter with these demo credentials
// (derived from GAME_DEMO_SECRET), and the demo vendor calls Khel's hooks with the same vendor
// client a real vendor's calls look like: the adapter cannot tell the difference.
import { createHmac } from 'node:crypto';
import type { VendorCredentials } from '../../../platform/game-config.ts';
import { createCq9Client } from '../cq9/cq9-client.ts';
import { createEvoClient } from '../evo/evo-client.ts';
import { createFachaiClient } from '../fachai/fachai-client.ts';
import { createGenericClient } from '../generic/generic-client.ts';
import { createJdbClient } from '../jdb/jdb-client.ts';
import { createJiliClient } from '../jili/jili-client.ts';
import { createPgClient } from '../pg/pg-client.ts';
import type { HookTransport } from '../port.ts';
import type { WalletClient } from '../wallet-client.ts';

export const DEMO_API_URL = (provider: string) => `https://${provider}.demo.invalid`;

export interface DemoCredentials {
  vn888: VendorCredentials<'vn888'>;
  fachai: VendorCredentials<'fachai'>;
  cq9: VendorCredentials<'cq9'>;
  pg: VendorCredentials<'pg'>;
  jdb: VendorCredentials<'jdb'>;
  jili: VendorCredentials<'jili'>;
  evo: VendorCredentials<'evo'>;
  '9wickets': VendorCredentials<'9wickets'>;
}

export function demoCredentials(demoSecret: string): DemoCredentials {
  const derive = (name: string) => createHmac('sha256', demoSecret).update(`demo-vendor:${name}`).digest('hex');
  return {
    vn888: { secret: derive('vn888'), launchUrl: '/demo-games/vn888' },
    fachai: { agentCode: 'KHELDEMO', agentKey: derive('fachai').slice(0, 16), apiUrl: DEMO_API_URL('fachai') },
    cq9: { apiToken: derive('cq9-api'), walletToken: derive('cq9-wallet'), apiUrl: DEMO_API_URL('cq9') },
    pg: { operatorToken: 'khel-demo-operator', secretKey: derive('pg'), launchUrl: DEMO_API_URL('pg') },
    jdb: { dc: 'KHELDEMO', parent: 'kheldemo', key: derive('jdb-key').slice(0, 16), iv: derive('jdb-iv').slice(0, 16), apiUrl: DEMO_API_URL('jdb') },
    jili: { agentId: 'khel-demo', agentKey: derive('jili'), apiUrl: DEMO_API_URL('jili') },
    evo: { casinoKey: 'kheldemo', apiToken: derive('evo-api'), authToken: derive('evo-wallet'), apiUrl: DEMO_API_URL('evo') },
    '9wickets': { agent: 'khel-demo', secret: derive('9wickets'), apiUrl: DEMO_API_URL('9wickets') },
  };
}

export type SeamlessPlatform = Exclude<keyof DemoCredentials, '9wickets'>;

/** The vendor side of a seamless platform's protocol, speaking with these credentials. */
export function walletClientFor(provider: SeamlessPlatform, credentials: DemoCredentials, transport: HookTransport): WalletClient {
  switch (provider) {
    case 'vn888':
      return createGenericClient({ provider, secret: credentials.vn888.secret, transport });
    case 'fachai':
      return createFachaiClient({ credentials: credentials.fachai, transport });
    case 'cq9':
      return createCq9Client({ walletToken: credentials.cq9.walletToken, transport });
    case 'pg':
      return createPgClient({ credentials: credentials.pg, transport });
    case 'jdb':
      return createJdbClient({ credentials: credentials.jdb, transport });
    case 'jili':
      return createJiliClient({ agentKey: credentials.jili.agentKey, transport });
    case 'evo':
      return createEvoClient({ authToken: credentials.evo.authToken, transport });
  }
}
