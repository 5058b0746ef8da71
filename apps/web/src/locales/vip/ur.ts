import type { VipTable } from './en.ts';

export const vipUr: VipTable = {};
