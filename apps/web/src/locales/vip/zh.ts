import type { VipTable } from './en.ts';

export const vipZh: VipTable = {};
