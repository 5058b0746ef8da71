// Device identity for the login payload (docs/requirements/accounts.md#9-device-and-telemetry): a FingerprintJS visitor id with the "-h5"
// suffix, or the id the server issued when fingerprinting is impossible; plus a short description.
import Bowser from 'bowser';
import { STORAGE_KEYS, readString, writeString } from './storage.ts';

export const DEVICE_ID_SUFFIX = '-h5';
const FINGERPRINT_TIMEOUT_MS = 2000;

export type DeviceType = 'iOS' | 'Android' | 'unknown';

export interface DeviceDetail {
  systemVersion?: string;
  brand?: string;
  browser?: string;
}

function clip(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 64) : undefined;
}

export function deviceType(userAgent: string = navigator.userAgent): DeviceType {
  const os = Bowser.getParser(userAgent).getOSName();
  if (os === 'iOS') return 'iOS';
  if (os === 'Android') return 'Android';
  return 'unknown';
}

export function deviceDetail(userAgent: string = navigator.userAgent): DeviceDetail {
  const parser = Bowser.getParser(userAgent);
  const os = parser.getOS();
  const platform = parser.getPlatform();
  const browser = parser.getBrowser();
  const detail: DeviceDetail = {};
  const systemVersion = clip([os.name, os.version].filter(Boolean).join(' '));
  const brand = clip(platform.vendor ?? platform.type);
  const browserName = clip([browser.name, browser.version].filter(Boolean).join(' '));
  if (systemVersion) detail.systemVersion = systemVersion;
  if (brand) detail.brand = brand;
  if (browserName) detail.browser = browserName;
  return detail;
}

let pending: Promise<string> | null = null;

async function fingerprint(): Promise<string> {
  // Loaded on demand so the library stays out of the first screen's bundle.
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  return `${visitorId}${DEVICE_ID_SUFFIX}`;
}

/** The stored device id, computing (and storing) the fingerprint on first use; '' if it fails. */
export function ensureDeviceId(): Promise<string> {
  const stored = readString(STORAGE_KEYS.deviceFingerprint);
  if (stored) return Promise.resolve(stored);
  pending ??= Promise.race([
    fingerprint(),
    new Promise<string>((_, reject) => setTimeout(() => reject(new Error('fingerprint timeout')), FINGERPRINT_TIMEOUT_MS)),
  ])
    .then((id) => {
      writeString(STORAGE_KEYS.deviceFingerprint, id);
      return id;
    })
    .catch(() => '')
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** After login: keep our fingerprint, or adopt the server's id when we have none. */
export function adoptServerDeviceId(serverDeviceId: string): void {
  if (serverDeviceId && !readString(STORAGE_KEYS.deviceFingerprint)) {
    writeString(STORAGE_KEYS.deviceFingerprint, serverDeviceId);
  }
}
