// The browser's side of the spec §7 transport (framing.ts): fflate for zlib, because the browser's
// own CompressionStream is asynchronous and the app decodes replies synchronously.
import { unzlibSync, zlibSync } from 'fflate';
import { NOISE_LENGTH, WireDecodeError, addNoise, parseJson, removeNoise } from './framing.ts';

export { WireDecodeError };

const utf8 = new TextEncoder();

const withNoise = (base64: string) => addNoise(base64, crypto.getRandomValues(new Uint8Array(NOISE_LENGTH)));

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes a request body as the app sends it. */
export function encodeRequest(value: unknown): string {
  return withNoise(toBase64(utf8.encode(JSON.stringify(value))));
}

/** Decodes a request body; throws WireDecodeError for anything that is not a valid encoding. */
export function decodeRequest(text: string): unknown {
  return parseJson(fromBase64(removeNoise(text)));
}

/** Encodes a reply's `data` field. */
export function encodeReply(value: unknown): string {
  return withNoise(toBase64(zlibSync(utf8.encode(JSON.stringify(value)))));
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
