// Language-table entries of the deposit-offers feature; en is the requirements' wording where it has one.
export const depositOffersEn = {
  offerTypeInvalid: 'Unknown request type: use 0 to read the offer or 1 to claim it',
  firstDepositTierUnknown: 'There is no such first deposit tier (choose 1 to 5)',
  firstDepositNeeded: 'Make your first deposit to unlock the first deposit bonus',
  firstDepositBetsShort: 'This tier needs valid bets of ₨{{required}} since your first deposit (₨{{current}} so far)',
  firstDepositExpired: 'The first deposit bonus has expired',
  dailyFirstDepositNeeded: "Make today's first deposit of at least ₨{{amount}} to claim this bonus",
  treasureChestUnknown: 'There is no such treasure chest',
  treasureChestLocked: 'Deposit ₨{{amount}} this week to open this chest',
  spinNeedsDeposit: 'Deposit at least ₨{{amount}} today to spin the wheel',
  spinAgainNeedsFirstSpin: "Use today's first spin before spinning again",
  spinAgainNeedsDeposit: 'Deposit ₨{{amount}} in total today to spin again',
  spinUsedToday: 'You have already used this spin today. Come back tomorrow',
  luckyDrawNotStarted: 'The lucky draw starts on {{date}}',
  luckyDrawEnded: 'The lucky draw ended on {{date}}',
  luckyDrawNoTickets: 'No tickets left: every ₨{{amount}} deposited during the event gives one',
} as const;

export type DepositOffersTable = Record<keyof typeof depositOffersEn, string>;
