// Click counters (docs/requirements/accounts.md#9-device-and-telemetry): taps on the tab bar, the home user bar and the banners are counted
// in localStorage `Storedata`; the 30 s refresh sends them with playerUpload2 and removes what was
// sent (taps made while the upload was in flight stay for the next one).
import { CLICK_COUNT_MAX, ClickTarget, playerUpload2 } from '@khel/contracts/endpoints/telemetry';
import { callApi } from './api-client.ts';
import { STORAGE_KEYS, readJson, readString, removeKey, writeJson } from './storage.ts';

type ClickLog = Partial<Record<ClickTarget, number>>;

/** The stored log, keeping only known elements with sensible counts (storage is the user's). */
function readLog(): ClickLog {
  const raw = readJson<Record<string, unknown>>(STORAGE_KEYS.storeData);
  if (!raw || typeof raw !== 'object') return {};
  const log: ClickLog = {};
  for (const [target, count] of Object.entries(raw)) {
    if (ClickTarget.safeParse(target).success && Number.isInteger(count) && (count as number) > 0) {
      log[target as ClickTarget] = Math.min(count as number, CLICK_COUNT_MAX);
    }
  }
  return log;
}

export function countClick(target: ClickTarget): void {
  const log = readLog();
  log[target] = Math.min((log[target] ?? 0) + 1, CLICK_COUNT_MAX);
  writeJson(STORAGE_KEYS.storeData, log);
}

export interface UploadContext {
  playerId: number;
  vip: number;
  gold: number;
}

/** Sends the log if it holds anything; returns whether something was sent. */
export async function uploadClicks(context: UploadContext): Promise<boolean> {
  const sent = readLog();
  const entries = Object.entries(sent);
  if (entries.length === 0) {
    removeKey(STORAGE_KEYS.storeData);
    return false;
  }
  // Loaded here, not with this module: device.ts carries a user-agent parser that counting a tap
  // on the first screen does not need.
  const { deviceType } = await import('./device.ts');
  await callApi(
    playerUpload2,
    {
      ...context,
      deviceType: deviceType(),
      deviceId: readString(STORAGE_KEYS.deviceFingerprint)?.slice(0, 128) ?? '',
      data: Object.fromEntries(entries),
    },
    { quiet: true },
  );
  const now = readLog();
  const left = Object.fromEntries(
    Object.entries(now)
      .map(([target, count]) => [target, count - (sent[target as ClickTarget] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
  if (Object.keys(left).length === 0) removeKey(STORAGE_KEYS.storeData);
  else writeJson(STORAGE_KEYS.storeData, left);
  return true;
}
