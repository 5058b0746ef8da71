// The play rewards' rules from the config documents. A document (or GameParamConf's
// activeLoseMoney entry) that is missing, malformed or switched off means the offer is off: an
// existing database keeps its old GameParamConf (seeds never overwrite), so "missing" is normal.
import {
  DailyGiftConf,
  LossRebateConf,
  NewUserRedPacketConf,
  OnlineRewardConf,
} from '@khel/contracts/endpoints/play-rewards';
import { z } from 'zod';
import type { Queryable } from '../../platform/db.ts';
import { configDocument } from '../config/config.service.ts';

function enabled<S extends z.core.$ZodType<{ enabled: boolean }>>(schema: S, body: unknown): z.output<S> | null {
  const parsed = z.safeParse(schema, body);
  return parsed.success && parsed.data.enabled ? parsed.data : null;
}

export async function onlineRewardConf(db: Queryable): Promise<OnlineRewardConf | null> {
  return enabled(OnlineRewardConf, await configDocument(db, 'OnlineRewardConf'));
}

export async function lossRebateConf(db: Queryable): Promise<LossRebateConf | null> {
  const doc = await configDocument(db, 'GameParamConf');
  const entry = typeof doc === 'object' && doc !== null ? (doc as { activeLoseMoney?: unknown }).activeLoseMoney : undefined;
  return entry === undefined ? null : enabled(LossRebateConf, entry);
}

export async function dailyGiftConf(db: Queryable): Promise<DailyGiftConf | null> {
  return enabled(DailyGiftConf, await configDocument(db, 'DailyGiftConf'));
}

export async function newUserRedPacketConf(db: Queryable): Promise<NewUserRedPacketConf | null> {
  return enabled(NewUserRedPacketConf, await configDocument(db, 'NewUserRedPacketConf'));
}
