import type { PromotionsTable } from './en.ts';

export const promotionsUr: PromotionsTable = {};
