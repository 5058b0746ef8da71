// Third-party launches (thirdGameLogin, docs/requirements/games.md#3-launching; README "Launch"): the game is looked up in the
// catalogue and its platform picks the provider, whatever the app sends. A seamless provider gets
// a launch token (with the catalogue's name and type, which the bet records carry) and answers
// with its URL; a transfer-wallet provider (9WICKETS) first receives the player's balance.
// Responsible gambling applies to every launch. The return address is checked here, at the one
// entry every platform's launch (9WICKETS' transfer included) goes through (launch-home.ts).
import { gameTags } from '@khel/contracts/endpoints/games';
import type { GameProviders } from '../../adapters/game-providers/registry.ts';
import { policyOf, providerOfPlatform } from '../../adapters/game-providers/policies.ts';
import type { LaunchInput } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { launchableGame } from '../games/games.service.ts';
import { assertMayLaunch } from '../limits/limits.service.ts';
import { assertIdentityForPlay } from '../kyc/kyc.service.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { startProviderSession } from './game-wallet.service.ts';
import { launchHomeUrl } from './launch-home.ts';
import { enterTransferGame } from './transfer-wallet.ts';

export interface LaunchRequest {
  playerId: number;
  /** The catalogue id (Game.id) or the gameId. */
  game: string;
  language: string;
  theme: 'light' | 'dark';
  /** As sent: a path on this site or the site's own address (anything else is refused). */
  homeUrl: string;
  /** The site's origin (platform/public-origin.ts): the vendors get the home URL on it. */
  origin: string;
  ip: string;
  /** jili/Login: the game must be this platform's. */
  platform?: string;
  /** The device platform some vendors take (JILI's Platform). */
  device?: string;
}

export interface LaunchResult {
  url: string;
  platform: string;
  transferred: number;
}

export interface LaunchLogger {
  warn(obj: object, msg: string): void;
}

export async function launchThirdPartyGame(
  deps: { db: Database; clock: Clock; providers: GameProviders; log: LaunchLogger },
  request: LaunchRequest,
): Promise<LaunchResult> {
  const { db, clock, providers } = deps;
  // Before anything else: a refused return address launches nothing and moves no money.
  const homeUrl = launchHomeUrl(request.homeUrl, request.origin);
  const game = await launchableGame(db, request.game);
  if (request.platform && game.platform.toLowerCase() !== request.platform.toLowerCase()) throw invalid('gameOtherPlatform');
  const provider = providerOfPlatform(game.platform);
  const policy = provider ? policyOf(provider) : undefined;
  // In-house games play inside the app, never through a third-party launch.
  if (!provider || !policy || provider === 'inhouse') throw invalid('gameOtherPlatform');
  await assertMayPlay(db, request.playerId, clock.now());
  await assertMayLaunch(db, request.playerId, clock.now());
  await assertIdentityForPlay(db, request.playerId);
  const launch: Omit<LaunchInput, 'token'> = {
    playerId: request.playerId,
    gameId: game.gameId,
    language: request.language,
    homeUrl,
    platform: request.device ?? 'web',
    gameName: game.gameName,
    gameType: game.type,
    tags: gameTags(game.gameType).join('|'),
    theme: request.theme,
    ip: request.ip,
  };
  try {
    if (policy.wallet === 'transfer') {
      const adapter = providers.transfer(provider);
      if (!adapter) throw invalid('gameProviderOff');
      const entered = await enterTransferGame(db, clock, adapter, { playerId: request.playerId, gameId: game.gameId, language: request.language, launch });
      return { url: entered.url, platform: game.platform, transferred: entered.transferred };
    }
    const adapter = providers.seamless(provider);
    if (!adapter) throw invalid('gameProviderOff');
    const { token } = await startProviderSession(db, clock, { playerId: request.playerId, provider, gameId: game.gameId, gameName: game.gameName, gameType: game.type });
    return { url: await adapter.launchUrl({ ...launch, token }), platform: game.platform, transferred: 0 };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The vendor's launch API failed or answered nonsense: the player gets a clear message.
    deps.log.warn({ err: error, provider, gameId: game.gameId }, 'game launch failed at the provider');
    throw invalid('gameLaunchFailed');
  }
}
