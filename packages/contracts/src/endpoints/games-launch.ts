// Game launches (spec §4 "Game opening", §7): JILI's launch, and 9WICKETS' transfer-wallet
// login/logout. The playerId a call sends is checked against the session and refused if different.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const playerId = z.coerce.number('invalidRequest').int('invalidRequest').positive('invalidRequest');

export const JILI_DEFAULT_LANGUAGE = 'vi-VN';

export const jiliLogin = endpoint({
  method: 'GET',
  path: '/usercenter/jili/Login',
  auth: true,
  summary: 'JILI game launch URL (seamless wallet: the balance stays at Khel)',
  request: z.object({
    playerId,
    GameId: z.string().min(1, 'invalidRequest').max(64, 'invalidRequest'),
    Lang: z.string().max(16, 'invalidRequest').default(JILI_DEFAULT_LANGUAGE),
    HomeUrl: z.string().max(512, 'invalidRequest').default(''),
    Platform: z.string().max(16, 'invalidRequest').default('web'),
  }),
  response: z.object({ url: z.string().describe('the game URL to open') }),
});

export const thirdGameLogin = endpoint({
  method: 'GET',
  path: '/usercenter/game/thirdGameLogin',
  auth: true,
  summary: '9WICKETS launch: moves the available balance to the provider and returns the game URL',
  request: z.object({ playerId, id: z.string().min(1, 'invalidRequest').max(64, 'invalidRequest') }),
  response: z.object({
    url: z.string(),
    transferred: z.number().int().describe('hundredths moved to the provider'),
  }),
});

export const thirdGameLogout = endpoint({
  method: 'GET',
  path: '/usercenter/game/thirdGameLogout',
  auth: true,
  summary: "9WICKETS return: moves the provider's balance back to Khel",
  request: z.object({ playerId }),
  response: z.object({
    balance: z.number().int().describe('available balance at Khel afterwards, hundredths'),
    transferred: z.number().int().describe('hundredths moved back from the provider'),
  }),
});
