// Language-table entries of third-party game launches (every platform launches through
// its own provider, picked by the game's platform in the catalogue).
export const gameLaunchEn = {
  gameOtherPlatform: 'This game belongs to another provider',
  gameProviderOff: 'This game provider is not available at the moment',
  gameLaunchFailed: 'The game provider did not answer; please try again',
  launchHomeInvalid: "The game's return address must be a page of this site",
  gameSwitchedOff: 'This game is switched off for now. Please choose another game',
} as const;

export type GameLaunchTable = Record<keyof typeof gameLaunchEn, string>;
