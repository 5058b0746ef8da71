// The transport (framing.ts) with fflate for zlib: synchronous, for tests and tools. The
// player app encodes requests with encodeRequest (no zlib) and decodes replies with
// async-reply.ts, so fflate stays out of its first load.
import { unzlibSync, zlibSync } from 'fflate';
import { NOISE_LENGTH, WireDecodeError, addNoise, base64Bytes, parseJson, removeNoise } from './framing.ts';

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

/** Encodes a request body as the app sends it. */
export function encodeRequest(value: unknown): string {
  return withNoise(toBase64(utf8.encode(JSON.stringify(value))));
}

/** Decodes a request body; throws WireDecodeError for anything that is not a valid encoding. */
export function decodeRequest(text: string): unknown {
  return parseJson(base64Bytes(removeNoise(text)));
}

/** Encodes a reply's `data` field. */
export function encodeReply(value: unknown): string {
  return withNoise(toBase64(zlibSync(utf8.encode(JSON.stringify(value)))));
}

/** Decodes a reply's `data` field; throws WireDecodeError for anything that is not a valid encoding. */
export function decodeReply(text: string): unknown {
  const compressed = base64Bytes(removeNoise(text));
  let inflated: Uint8Array;
  try {
    inflated = unzlibSync(compressed);
  } catch {
    throw new WireDecodeError('not zlib');
  }
  return parseJson(inflated);
}
