// The shape of every config document an operator may edit through the operator API. The game
// catalogue (GameList2Conf, its own table) and updateTime (derived) are not edited this way.
import type * as core from 'zod/v4/core';
import { ClientParamConf, ClientVersionConf, FbParamConf, LanguageConf, LoginConf, type ConfigDocumentName } from './config-documents.ts';
import { BannerConf } from './banner-conf.ts';
import { InviteConf } from './endpoints/agency.ts';
import { DailyFirstPayConf, FirstPayConf, LuckyDrawConf, RechargeSpinConf, TreasureChestConf } from './endpoints/deposit-offers.ts';
import { MarqueeSysConf } from './endpoints/games.ts';
import { DailyGiftConf, NewUserRedPacketConf, OnlineRewardConf } from './endpoints/play-rewards.ts';
import { BindRewardConf } from './endpoints/promotions.ts';
import { ShopConf } from './payments-rules.ts';
import { GameParamConf, ValidBetRulesConf } from './withdrawal-rules.ts';
import { VipConf } from './vip-rules.ts';

export const EDITABLE_CONFIG = {
  LoginConf,
  ClientParamConf,
  ClientVersionConf,
  LanguageConf,
  ShopConf,
  GameParamConf,
  VipConf,
  ValidBetRulesConf,
  MarqueeSysConf,
  BindRewardConf,
  DailyGiftConf,
  NewUserRedPacketConf,
  FirstPayConf,
  DailyFirstPayConf,
  TreasureChestConf,
  RechargeSpinConf,
  LuckyDrawConf,
  OnlineRewardConf,
  InviteConf,
  FbParamConf,
  BannerConf,
} as const satisfies Partial<Record<ConfigDocumentName, core.$ZodType>>;

export type EditableConfigName = keyof typeof EDITABLE_CONFIG;

export function isEditableConfig(name: string): name is EditableConfigName {
  return Object.hasOwn(EDITABLE_CONFIG, name);
}
