import type { DepositOffersTable } from './en.ts';

export const depositOffersZh: DepositOffersTable = {};
