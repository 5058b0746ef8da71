// The player API's transport (docs/architecture/overview.md#contracts-and-transport): requests are base64 of the UTF-8 JSON,
// replies base64 of the zlib-deflated UTF-8 JSON; both get 4 random [A-Za-z0-9] characters inserted
// after the first 2. It obfuscates, it does not protect: TLS does that. This file is the framing
// both codecs share: the browser's (codec.ts, fflate) and the server's (node-codec.ts, node:zlib).

const NOISE_AT = 2;
export const NOISE_LENGTH = 4;
const NOISE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export class WireDecodeError extends Error {
  override readonly name = 'WireDecodeError';
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Inserts the noise characters drawn from NOISE_LENGTH random bytes at offset. */
export function addNoise(base64: string, random: Uint8Array, offset = 0): string {
  let noise = '';
  for (let i = 0; i < NOISE_LENGTH; i++) noise += NOISE_ALPHABET[random[offset + i]! % NOISE_ALPHABET.length];
  return base64.slice(0, NOISE_AT) + noise + base64.slice(NOISE_AT);
}

/** The base64 text without its noise; throws WireDecodeError unless it is well-formed base64. */
export function removeNoise(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < NOISE_AT + NOISE_LENGTH + 2) throw new WireDecodeError('too short');
  const base64 = trimmed.slice(0, NOISE_AT) + trimmed.slice(NOISE_AT + NOISE_LENGTH);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw new WireDecodeError('not base64');
  return base64;
}

/** The bytes of well-formed base64 (removeNoise checked it), with the platform's own atob. */
export function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function parseJson(bytes: Uint8Array): unknown {
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
