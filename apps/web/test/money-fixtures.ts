// Config documents and replies the money component tests share (amounts in hundredths).
import type { RecordedCall } from './fake-server.ts';

const presets = [200, 500, 1000, 2000, 5000, 10000, 20000];
const bonuses = [10, 25, 50, 100, 200, 500, 1000];

export const SHOP_CONF = {
  payOptions: [
    ...presets.map((amount, i) => ({ id: i + 1, typeName: 'Jazzcash', name: `Jazzcash ${amount}`, payNumber: amount * 100, rewardNum: bonuses[i]! * 100 })),
    { id: 8, typeName: 'Jazzcash', name: 'Jazzcash 自定义', payNumber: 0, rewardNum: 0, minNum: 10000, maxNum: 5000000 },
    { id: 9, typeName: 'Easypaisa', name: 'Easypaisa 500', payNumber: 50000, rewardNum: 2500 },
  ],
  quickOptions: [],
  bonusWagerMulti: 1,
  orderExpiryMinutes: 30,
};

export const CONFIG: Record<string, unknown> = {
  updateTime: { updateTime: 1 },
  ShopConf: SHOP_CONF,
  ClientParamConf: [{ id: 'pay.urls', value: '[https://pay-a.example/pay,https://pay-b.example/pay]' }],
  GameParamConf: { exchangeParam: '2;10000;00:00-24:00' },
  VipConf: [{ level: 0, money2: 0, privilege: '2000000;3;0;0' }],
  ValidBetRulesConf: { ratioPercent: 90, categories: [], sports: { countsSmallerOfBetAndWinLoss: true, minOdds: 0.3 }, text: ['Valid Bet Calculation Rules', 'Rule one'] },
};

/** A config document request (/config/<Name>.json?v=…) answered as plain JSON, or null. */
export function configReply(call: RecordedCall): Response | null {
  const match = /\/config\/(\w+)\.json/.exec(call.url);
  if (!match) return null;
  return new Response(JSON.stringify(CONFIG[match[1]!] ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
