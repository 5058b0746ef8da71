// Identity photos (docs/compliance/identity.md, "Identity photos"): checked, sealed and stored with
// their submission; opened only for a kyc.review operator, one audit row per opening. The type
// comes from the bytes' signature, never from what the client declares: a file that is not a JPEG,
// PNG or WebP image is refused whatever it is called.
import { createHash } from 'node:crypto';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MAX_BYTES, type KycDocumentKind } from '@khel/contracts/endpoints/kyc';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

/** The image type by its signature (JPEG SOI marker, PNG's 8-byte header, RIFF….WEBP), else null. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface CheckedDocument {
  kind: KycDocumentKind;
  contentType: ImageType;
  bytes: Buffer;
}

/** Decodes and checks every photo before anything is stored: one bad photo refuses the submission. */
export function checkDocuments(documents: Partial<Record<KycDocumentKind, string>>): CheckedDocument[] {
  const checked: CheckedDocument[] = [];
  for (const kind of KYC_DOCUMENT_KINDS) {
    const encoded = documents[kind];
    if (encoded === undefined) continue;
    const bytes = Buffer.from(encoded, 'base64');
    if (bytes.length > KYC_DOCUMENT_MAX_BYTES) throw new AppError(ErrorCode.kycDocumentTooLarge);
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw new AppError(ErrorCode.kycDocumentType);
    checked.push({ kind, contentType, bytes });
  }
  return checked;
}

/** What the sealed bytes are bound to: a photo cannot be moved to another submission or kind. */
const context = (submissionId: number, kind: KycDocumentKind) => `kyc-document:${submissionId}:${kind}`;

export async function storeDocuments(tx: Queryable, cipher: FieldCipher, submissionId: number, documents: CheckedDocument[]): Promise<void> {
  for (const d of documents) {
    await tx.query('INSERT INTO kyc_documents (submission_id, kind, content_type, size, sha256, sealed) VALUES ($1, $2, $3, $4, $5, $6)', [
      submissionId,
      d.kind,
      d.contentType,
      d.bytes.length,
      createHash('sha256').update(d.bytes).digest(),
      cipher.sealBytes(d.bytes, context(submissionId, d.kind)),
    ]);
  }
}

export async function listDocuments(db: Queryable, submissionId: number): Promise<{ kind: KycDocumentKind; contentType: string; size: number }[]> {
  return db.query(
    `SELECT kind, content_type AS "contentType", size FROM kyc_documents WHERE submission_id = $1
      ORDER BY array_position(ARRAY['cnicFront', 'cnicBack', 'selfie'], kind)`,
    [submissionId],
  );
}

/** The photo's plain bytes and type; null when the submission has no such photo. */
export async function openDocument(
  db: Queryable,
  cipher: FieldCipher,
  submissionId: number,
  kind: KycDocumentKind,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ contentType: string; sealed: Uint8Array }>(
    'SELECT content_type AS "contentType", sealed FROM kyc_documents WHERE submission_id = $1 AND kind = $2',
    [submissionId, kind],
  );
  return row ? { contentType: row.contentType, bytes: cipher.openBytes(Buffer.from(row.sealed), context(submissionId, kind)) } : null;
}
