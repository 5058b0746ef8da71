import type { AgencyTable } from './en.ts';

export const agencyZh: AgencyTable = {};
