// The same image rule the server applies (PNG, JPEG or WebP by the file's first bytes, at most
// 2 MB), checked before the upload so a wrong file costs no data; the server checks again.
import { SUPPORT_CHAT_LIMITS } from '@khel/contracts/endpoints/support-chat';
import type { MessageKey } from '@khel/contracts/messages/en';

function signatureOk(b: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte);
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  const webp = b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return png || jpeg || webp;
}

/** The refusal's message key, or null when the file may be sent. */
export async function chatImageProblem(file: Blob): Promise<MessageKey | null> {
  if (file.size > SUPPORT_CHAT_LIMITS.imageMaxBytes) return 'supportChatImageTooLarge';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return signatureOk(head) ? null : 'supportChatImageType';
}

/** The file's bytes as base64, as the chat contract takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
