// What every in-house round does when its result is shown: the sound, the vibration, and the
// sentence a screen reader announces. A win of BIG_WIN_MULTIPLE × the stake or more is a big win.
import type { TFunction } from 'i18next';
import { formatBalance } from '../../../lib/money.ts';
import { playSound, type SoundEffect } from '../sound/sound-effects.ts';
import { vibrate } from './haptics.ts';

export const BIG_WIN_MULTIPLE = 10;

export function isBigWin(payout: number, bet: number): boolean {
  return bet > 0 && payout >= bet * BIG_WIN_MULTIPLE;
}

/**
 * Sound and vibration of a settled round: the game's own win sound (the fanfare by default, the big
 * fanfare for a big win); losses stay quiet unless the game has its own (bust, mine).
 */
export function signalResult(payout: number, bet: number, sounds: { win?: SoundEffect; loss?: SoundEffect } = {}): void {
  if (payout > 0) {
    const big = isBigWin(payout, bet);
    playSound(big ? 'bigWin' : (sounds.win ?? 'win'));
    vibrate(big ? 'bigWin' : 'win');
  } else if (sounds.loss) {
    playSound(sounds.loss);
    vibrate('loss');
  }
}

/**
 * 'Rolled 73.21. You won ₨1.98. Balance ₨301.98.' — amounts with ₨ and two decimals; each part's own
 * full stop is dropped and the language's sentence mark ('. ', '。', '۔ ') ends every part.
 */
export function resultSentence(t: TFunction, { detail, payout, balance }: { detail?: string; payout: number; balance: number }): string {
  const parts = [
    detail,
    payout > 0 ? t('play.youWon', { amount: formatBalance(payout) }) : t('play.noWin'),
    t('play.balanceNow', { amount: formatBalance(balance) }),
  ];
  const mark = t('play.sentenceMark');
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/[.。۔]+$/u, '') + mark)
    .join('')
    .trim();
}
