// Urdu entries of messages/features/game-launch.ts (a file of their own so the apps' English first load
// never carries them).
import type { GameLaunchTable } from '../game-launch.ts';

export const gameLaunchUr: GameLaunchTable = {
  gameOtherPlatform: 'یہ گیم کسی دوسرے فراہم کنندہ کی ہے',
  gameProviderOff: 'یہ گیم فراہم کنندہ اس وقت دستیاب نہیں',
  gameLaunchFailed: 'گیم فراہم کنندہ نے جواب نہیں دیا، دوبارہ کوشش کریں',
  launchHomeInvalid: 'گیم کا واپسی کا پتہ اسی سائٹ کا صفحہ ہونا چاہیے',
  gameSwitchedOff: 'یہ گیم فی الحال بند ہے۔ براہ کرم کوئی اور گیم منتخب کریں',
};
