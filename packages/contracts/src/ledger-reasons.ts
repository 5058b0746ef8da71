// Why money moved: the reward source labels (docs/requirements/wallet.md#3-the-ledger) plus Khel's own movement codes.
export const Reason = {
  bindPhone: 1021,
  deposit: 1022,
  vip: 1032,
  bindBankCard: 1047,
  signIn: 2201,
  dailyGift: 2202,
  firstDeposit: 2203,
  depositTreasure: 2204,
  giftCode: 2205,
  dailyFirstDeposit: 2206,
  newUserRedPacket: 2207,
  lossRebate: 2208,
  inviteReward: 2209,
  rechargeSpin: 2210,
  rechargeSpinAgain: 2211,
  // Khel's own codes (not reward sources).
  depositBonus: 3001,
  /** A reward attached to a mailbox message by an operator (the requirements list no source code for it). */
  mailboxReward: 3002,
  /** A New Year lucky draw prize (the requirements list no source code for it). */
  luckyDraw: 3003,
  /** An unwagered bonus taken back to its bonus account when a time-out or exclusion begins. */
  bonusForfeit: 3004,
  withdrawal: 4001,
  withdrawalFee: 4002,
  bet: 5001,
  win: 5002,
  betRefund: 5003,
  providerTransferOut: 5004,
  providerTransferIn: 5005,
  /** A settled round's win corrected upwards (a sports market's result corrected by two operators)… */
  settlementCorrection: 5006,
  /** …or downwards: taken back from the player, as far as the balance holds it. */
  settlementCorrectionDebit: 5007,
  /** A manual adjustment approved by a second operator: credit from `adjustments`… */
  operatorAdjustment: 6001,
  /** …and debit to it. */
  operatorAdjustmentDebit: 6002,
} as const;
export type Reason = (typeof Reason)[keyof typeof Reason];
