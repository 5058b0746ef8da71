// Strings of the Valid Bet Calculation Rules (issue #9), shown in the betting-task overlay and on the
// first-deposit and VIP pages; written from the operator's ValidBetRulesConf.
export const validBetRulesEn = {
  title: 'Valid Bet Calculation Rules',
  ratio: 'A settled bet counts towards betting tasks at {{ratio}}% of its amount (its valid bet) in: {{categories}}. Other games do not count.',
  sports: 'Sports: the valid bet is worked out from the smaller of the bet and the absolute win/loss.',
  risk: 'Every bet is weighted by its risk, measured by its net odds: what it can win beyond the stake, divided by the stake. A bet that pays 1.98× has net odds 0.98. The safer the bet, the less it counts:',
  bandsCaption: 'Share of the valid bet by net odds',
  oddsHeader: 'Net odds',
  shareHeader: 'Counts',
  bandUpTo: 'up to {{to}}',
  bandBetween: 'over {{from}} up to {{to}}',
  bandAbove: 'over {{from}}',
  examples: 'For a {{stake}} bet:',
  exampleDice98: 'Dice at 98% win chance (pays 1.01×): {{valid}} counts.',
  exampleDice50: 'Dice at 50% win chance (pays 1.98×): {{valid}} counts.',
  exampleCrash: 'Crash cashed out at 1.50×: {{valid}} counts.',
  exampleSlot: 'A slot spin (ordinary risk): {{valid}} counts.',
  noOdds: 'A game that reports no odds counts at the category share above.',
  task: 'A betting task is completed when its valid bets reach the task amount times its multiple. Until every task is completed or released, withdrawal is locked.',
  release: 'A deposit made while your assets are at or below {{amount}} releases all unfinished betting tasks.',
  vip: 'The same valid bets earn VIP experience: {{amount}} of valid bets is {{amount}} of experience.',
  categories: {
    sports: 'sports',
    'chess and cards': 'chess and cards',
    fishing: 'fishing',
    electronics: 'electronic (slots)',
    'real person': 'live casino',
    cockfighting: 'cockfighting',
    'e-sports': 'e-sports',
    lottery: 'lottery',
    blockchain: 'blockchain',
  } as Record<string, string>,
};

export type ValidBetRulesTable = typeof validBetRulesEn;
