// The same image rule the server applies (PNG, JPEG or WebP by the file's first bytes, at most
// 2 MB: the contracts' supportImageProblem), checked before the upload so a wrong file costs no
// data; the server checks again.
import { SUPPORT_IMAGE_HEAD_BYTES, supportImageProblem } from '@khel/contracts/endpoints/support-chat';
import type { MessageKey } from '@khel/contracts/messages/en';

/** The refusal's message key, or null when the file may be sent. */
export async function chatImageProblem(file: Blob): Promise<MessageKey | null> {
  const head = new Uint8Array(await file.slice(0, SUPPORT_IMAGE_HEAD_BYTES).arrayBuffer());
  return supportImageProblem(file.size, head);
}

/** The file's bytes as base64, as the chat contract takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
