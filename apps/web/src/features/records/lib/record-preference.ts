// docs/requirements/wallet.md#6-records: the record page opens on the stored record type (bet, recharge, withdraw), else Deposit.
import { STORAGE_KEYS, readString, writeString } from '../../../lib/storage.ts';

export type RecordTab = 'deposit' | 'withdraw' | 'bet' | 'report';

const STORED: Record<string, RecordTab> = { recharge: 'deposit', withdraw: 'withdraw', bet: 'bet' };
const TO_STORED: Partial<Record<RecordTab, string>> = { deposit: 'recharge', withdraw: 'withdraw', bet: 'bet' };

export function initialRecordTab(): RecordTab {
  return STORED[readString(STORAGE_KEYS.recordType) ?? ''] ?? 'deposit';
}

export function rememberRecordTab(tab: RecordTab): void {
  const value = TO_STORED[tab];
  if (value) writeString(STORAGE_KEYS.recordType, value);
}
