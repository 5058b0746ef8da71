// The player as the app shows them on every screen: the record, the balance and the VIP state, composed
// from their owners (players, wallet, vip). A read model above them all, so none of them imports it.
import { avatarFileName } from '@khel/contracts/limits';
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import type { Queryable } from '../../platform/db.ts';
import { getPlayer } from '../players/players.service.ts';
import { vipUpgradeState } from '../vip/vip.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';

export async function playerInfo(db: Queryable, playerId: number): Promise<PlayerInfo> {
  const player = await getPlayer(db, playerId);
  return {
    playerId: player.id,
    showId: player.showId,
    name: player.name,
    account: player.account ?? player.email ?? '',
    icon: player.icon,
    usericonimg: avatarFileName(player.icon),
    gold: await availableBalance(db, player.id),
    vip: player.vip,
    vipExperience: player.vipExperience,
    // vipExperience2: the experience that reaches the next level; vipUpgradePending: a reached
    // level's upgrade reward is unclaimed (the red dot). features/vip/README.md.
    ...(await vipUpgradeState(db, player.id)),
    phone: player.phone ?? '0',
    email: player.email ?? '',
    firstPayState: player.firstPayState,
  };
}
