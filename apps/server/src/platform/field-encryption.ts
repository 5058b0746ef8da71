// Encrypts personal data kept at rest (the CNIC of a withdrawal account) with AES-256-GCM from
// Node's crypto. Sealed values look like `v1.<base64 iv|tag|ciphertext>`; the key comes from
// PII_ENCRYPTION_KEY (32 bytes, base64), so a database dump alone does not reveal them.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FieldCipher {
  seal(plain: string): string;
  open(sealed: string): string;
  /**
   * A blind index: HMAC-SHA256 (hex) of a canonical value, keyed with a key derived from
   * PII_ENCRYPTION_KEY (HKDF, its own label), so sealed values (a CNIC) can be compared for
   * equality without keeping them in the clear, and a dump alone cannot test guesses.
   */
  blindIndex(canonical: string): string;
  /**
   * Seals bytes (an identity photo): iv | tag | ciphertext, with `context` as additional
   * authenticated data so a sealed value opens only where it was stored (its row and kind).
   */
  sealBytes(plain: Buffer, context: string): Buffer;
  openBytes(sealed: Buffer, context: string): Buffer;
}

export function fieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new RangeError('PII_ENCRYPTION_KEY must be 32 bytes');
  const indexKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'khel blind index v1', 32));
  return {
    blindIndex(canonical) {
      return createHmac('sha256', indexKey).update(canonical, 'utf8').digest('hex');
    },
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    sealBytes(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    openBytes(sealed, context) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('unknown sealed-field format');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
