// "Download my data" on /profile/settings/personal-data: what Khel keeps about the player, composed
// from each owner's service (profile, attribution, opt-ins, the latest sessions with their devices).
import type { PersonalData } from '@khel/contracts/endpoints/personal-data';
import type { Queryable } from '../../platform/db.ts';
import { playerSessions } from '../auth/auth.service.ts';
import { getPlayer, playerAttribution, playerRegisteredAt, playerSubscriptions } from '../players/players.service.ts';

function strings(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export async function personalData(db: Queryable, playerId: number): Promise<PersonalData> {
  const player = await getPlayer(db, playerId);
  const sessions = await playerSessions(db, playerId);
  return {
    playerId: player.id,
    showId: player.showId,
    account: player.account ?? '',
    name: player.name,
    icon: player.icon,
    email: player.email ?? '',
    phone: player.phone ?? '',
    registeredAt: (await playerRegisteredAt(db, playerId)).toISOString(),
    vip: player.vip,
    attribution: strings(await playerAttribution(db, playerId)),
    subscriptions: await playerSubscriptions(db, playerId),
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      deviceType: session.deviceType,
      deviceDetail: strings(session.deviceDetail),
      ip: session.ip,
    })),
  };
}
