import type { AgencyTable } from './en.ts';

export const agencyUr: AgencyTable = {};
