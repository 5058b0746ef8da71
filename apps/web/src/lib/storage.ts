// The published localStorage keys, one place. Values are strings in storage; helpers read and write
// JSON where the app keeps objects, and never throw (private mode, full quota).
export const STORAGE_KEYS = {
  token: 'token',
  satoken: 'satoken',
  userInformation: 'UserInformation',
  account: 'account',
  telephone: 'telephone',
  deviceFingerprint: 'deviceFingerprint',
  themeMode: 'themeMode',
  locale: 'locale',
  firstTimestamp: 'firsttimestamp',
  firstPayState: 'firstPayState',
  popupList: 'popupList',
  h5Param: 'h5Param',
  // The pay.urls host used last (the next deposit picks a different one).
  lastPlayurlIndex: 'lastPlayurlIndex',
  // The record page's last tab: bet, recharge or withdraw (docs/requirements/wallet.md#6-records).
  recordType: 'recordType',
  // Daily popup flags (docs/requirements/promotions.md#7-home-popups): '0' = not shown today, '1' = shown or dismissed.
  firstDepositPopup: 'firstDepositPopup',
  dailyFirstDeposit: 'dailyFirstDeposit',
  agencyPopup: 'agencyPopup',
  // Phone-binding prompt flag, cleared on logout with the popup flags.
  bindPhonePrompt: 'bindPhonePrompt',
  // Set while a 9WICKETS window holds the balance: the home balance reads 'In-game use'
  // (docs/requirements/games.md#4-9wickets-transfer-wallet).
  isInGame: 'IsInGame',
  // The deposit form's last choice on this device, per player: payment type, amount, payer phone.
  lastDeposit: 'lastDeposit',
  // Players on this device who were offered limits (sign-up, first deposit): the ids, so it shows once.
  limitsOffered: 'limitsOffered',
  // The click-count log (docs/requirements/accounts.md#9-device-and-telemetry), sent by playerUpload2 and cleared once sent.
  storeData: 'Storedata',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const DAILY_POPUP_FLAGS: readonly StorageKey[] = [
  STORAGE_KEYS.firstDepositPopup,
  STORAGE_KEYS.dailyFirstDeposit,
  STORAGE_KEYS.agencyPopup,
];

export function readString(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the in-memory store still holds the value.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // see writeString
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
