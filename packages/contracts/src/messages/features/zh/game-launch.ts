// Chinese entries of messages/features/game-launch.ts (a file of their own so the apps' English first load
// never carries them).
import type { GameLaunchTable } from '../game-launch.ts';

export const gameLaunchZh: GameLaunchTable = {
  gameOtherPlatform: '该游戏属于其他游戏厂商',
  gameProviderOff: '该游戏厂商暂不可用',
  gameLaunchFailed: '游戏厂商未响应，请重试',
  launchHomeInvalid: '游戏的返回地址必须是本站的页面',
  gameSwitchedOff: '该游戏暂时关闭，请选择其他游戏',
};
