// Language-table entries of formal complaints.
export const complaintsEn = {
  complaintCategoryInvalid: 'Choose what your complaint is about',
  complaintSubjectLength: 'Write a subject of 3 to 100 characters',
  complaintMessageLength: 'Describe your complaint in 10 to 2000 characters',
  complaintReferenceFormat: 'A complaint reference looks like KC-2026-000123',
  complaintResolved: 'This complaint is already resolved',
  complaintEscalated: 'This complaint is already escalated',
  complaintUnresolvedLimit: 'You have 5 complaints waiting for an answer. We will answer those first',
  complaintEscalationsOnly: 'An escalated complaint is resolved by compliance',
  complaintNotOpen: 'This complaint is already being handled',
} as const;

export type ComplaintsTable = Record<keyof typeof complaintsEn, string>;
