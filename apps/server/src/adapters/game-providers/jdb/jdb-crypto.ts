// JDB's request protection as generally published: the JSON travels as x = base64url(AES-128-CBC
// (JSON, key, iv)) next to the agent's domain code `dc`. Without the key nobody can make x decrypt
// to a valid JSON object, which is what makes a request genuine.
import { createCipheriv, createDecipheriv } from 'node:crypto';

export function jdbEncrypt(key: string, iv: string, json: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64url');
}

/** The plain JSON, or null when x was not made with this key and IV. */
export function jdbDecrypt(key: string, iv: string, x: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    return Buffer.concat([decipher.update(Buffer.from(x, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
