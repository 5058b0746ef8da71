import type { DepositOffersTable } from './en.ts';

export const depositOffersUr: DepositOffersTable = {};
