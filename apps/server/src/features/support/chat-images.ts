// Chat images: the type comes from the bytes' signature, never from a name or a declared type, so
// a file that is not a PNG, JPEG or WebP image is refused whatever it is called (the rule is the
// contracts' supportImageProblem, which both apps check before uploading). Stored sealed (payment
// screenshots carry account numbers) and bound to their conversation.
import { supportImageProblem, supportImageTypeOf, type SupportImageType } from '@khel/contracts/endpoints/support-chat';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { insertImage, selectImage } from './chat.repository.ts';

export interface CheckedImage {
  contentType: SupportImageType;
  bytes: Buffer;
}

/** Decodes and checks an image before anything is stored or counted; the refusal names the rule broken. */
export function checkChatImage(base64: string): CheckedImage {
  const bytes = Buffer.from(base64, 'base64');
  const problem = supportImageProblem(bytes.length, bytes);
  const contentType = supportImageTypeOf(bytes);
  if (problem || !contentType) throw new AppError(ErrorCode.invalidRequest, problem ?? 'supportChatImageType');
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
