// Language-table entries of the agency feature; en is the requirements' wording where it has one.
export const agencyEn = {
  inviteNothingToClaim: 'No invite reward to claim yet: an invited player counts once they deposit and bet enough',
} as const;

export type AgencyTable = Record<keyof typeof agencyEn, string>;
