import type { PromotionsTable } from './en.ts';

export const promotionsZh: PromotionsTable = {};
