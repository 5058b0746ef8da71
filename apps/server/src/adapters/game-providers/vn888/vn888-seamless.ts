// vn888 (README "vn888"): its seamless-wallet and launch scheme is not public, so vn888 speaks
// Khel's documented generic protocol (generic-seamless.ts) under its own name and secret:
// signed JSON callbacks at /hooks/games/vn888/<action>, integer hundredths, and a launch URL
// <GAME_VN888_LAUNCH_URL>/<game>?token=<launch token>&lang=<language>&home=<return URL>.
import { createGenericSeamlessAdapter } from '../generic/generic-seamless.ts';
import type { LaunchInput, SeamlessAdapter } from '../port.ts';

export interface Vn888Credentials {
  secret: string;
  launchUrl: string;
}

export function createVn888Adapter(options: { credentials: Vn888Credentials; launch?: (input: LaunchInput) => Promise<string> }): SeamlessAdapter {
  const adapter = createGenericSeamlessAdapter({ name: 'vn888', secret: options.credentials.secret, launchBaseUrl: options.credentials.launchUrl });
  return options.launch ? { ...adapter, launchUrl: options.launch } : adapter;
}
