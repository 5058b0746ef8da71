// Chat images: the type comes from the bytes' signature, never from a name or a declared type, so
// a file that is not a PNG, JPEG or WebP image is refused whatever it is called. Stored sealed
// (payment screenshots carry account numbers) and bound to their conversation.
import { SUPPORT_CHAT_LIMITS } from '@khel/contracts/endpoints/support-chat';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { insertImage, selectImage } from './chat.repository.ts';

export type ChatImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

export function chatImageTypeOf(bytes: Buffer): ChatImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface CheckedImage {
  contentType: ChatImageType;
  bytes: Buffer;
}

/** Decodes and checks an image before anything is stored or counted; the refusal names the rule broken. */
export function checkChatImage(base64: string): CheckedImage {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SUPPORT_CHAT_LIMITS.imageMaxBytes) throw new AppError(ErrorCode.invalidRequest, 'supportChatImageTooLarge');
  const contentType = bytes.length > 0 ? chatImageTypeOf(bytes) : null;
  if (!contentType) throw new AppError(ErrorCode.invalidRequest, 'supportChatImageType');
  return { contentType, bytes };
}

const context = (conversationId: number) => `support-image:${conversationId}`;

export async function storeChatImage(tx: Queryable, cipher: FieldCipher, conversationId: number, image: CheckedImage, at: Date): Promise<number> {
  return insertImage(tx, {
    conversationId,
    contentType: image.contentType,
    size: image.bytes.length,
    sealed: cipher.sealBytes(image.bytes, context(conversationId)),
    at,
  });
}

/** The image's plain bytes and its conversation; null when there is no such image. */
export async function openChatImage(
  db: Queryable,
  cipher: FieldCipher,
  id: number,
): Promise<{ conversationId: number; contentType: string; bytes: Buffer } | null> {
  const row = await selectImage(db, id);
  if (!row) return null;
  return { conversationId: row.conversationId, contentType: row.contentType, bytes: cipher.openBytes(Buffer.from(row.sealed), context(row.conversationId)) };
}
