// The spec's transport (§7, pinned in DESIGN "Transport"): requests are base64 of the UTF-8 JSON,
// replies base64 of the zlib-deflated UTF-8 JSON; both get 4 random [A-Za-z0-9] characters inserted
// after the first 2. It obfuscates, it does not protect: TLS does that.
import { unzlibSync, zlibSync } from 'fflate';

const NOISE_AT = 2;
const NOISE_LENGTH = 4;
const NOISE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export class WireDecodeError extends Error {
  override readonly name = 'WireDecodeError';
}

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function noise(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NOISE_LENGTH));
  let out = '';
  for (const byte of bytes) out += NOISE_ALPHABET[byte % NOISE_ALPHABET.length];
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new WireDecodeError('not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function addNoise(base64: string): string {
  return base64.slice(0, NOISE_AT) + noise() + base64.slice(NOISE_AT);
}

function removeNoise(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < NOISE_AT + NOISE_LENGTH + 2) throw new WireDecodeError('too short');
  return trimmed.slice(0, NOISE_AT) + trimmed.slice(NOISE_AT + NOISE_LENGTH);
}

function parseJson(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new WireDecodeError('not UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WireDecodeError('not JSON');
  }
}

/** Encodes a request body as the app sends it. */
export function encodeRequest(value: unknown): string {
  return addNoise(toBase64(utf8.encode(JSON.stringify(value))));
}

/** Decodes a request body; throws WireDecodeError for anything that is not a valid encoding. */
export function decodeRequest(text: string): unknown {
  return parseJson(fromBase64(removeNoise(text)));
}

/** Encodes a reply's `data` field. */
export function encodeReply(value: unknown): string {
  return addNoise(toBase64(zlibSync(utf8.encode(JSON.stringify(value)))));
}

/** Decodes a reply's `data` field; throws WireDecodeError for anything that is not a valid encoding. */
export function decodeReply(text: string): unknown {
  const compressed = fromBase64(removeNoise(text));
  let inflated: Uint8Array;
  try {
    inflated = unzlibSync(compressed);
  } catch {
    throw new WireDecodeError('not zlib');
  }
  return parseJson(inflated);
}
