// Language-table entries of third-party game launches (issue 9: every platform launches through
// its own provider, picked by the game's platform in the catalogue).
export const gameLaunchEn = {
  gameOtherPlatform: 'This game belongs to another provider',
  gameProviderOff: 'This game provider is not available at the moment',
  gameLaunchFailed: 'The game provider did not answer; please try again',
} as const;

type Table = Record<keyof typeof gameLaunchEn, string>;

export const gameLaunchZh: Table = {
  gameOtherPlatform: '该游戏属于其他游戏厂商',
  gameProviderOff: '该游戏厂商暂不可用',
  gameLaunchFailed: '游戏厂商未响应，请重试',
};

export const gameLaunchUr: Table = {
  gameOtherPlatform: 'یہ گیم کسی دوسرے فراہم کنندہ کی ہے',
  gameProviderOff: 'یہ گیم فراہم کنندہ اس وقت دستیاب نہیں',
  gameLaunchFailed: 'گیم فراہم کنندہ نے جواب نہیں دیا، دوبارہ کوشش کریں',
};
