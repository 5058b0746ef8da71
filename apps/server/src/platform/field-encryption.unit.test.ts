import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldCipher } from './field-encryption.ts';

describe('field encryption', () => {
  const cipher = fieldCipher(randomBytes(32));

  it('round-trips and never stores the plain text', () => {
    const sealed = cipher.seal('4210112345671');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('4210112345671');
    expect(cipher.open(sealed)).toBe('4210112345671');
    expect(cipher.seal('4210112345671')).not.toBe(sealed);
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = cipher.seal('4210112345671');
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => cipher.open(tampered)).toThrow();
    expect(() => fieldCipher(randomBytes(32)).open(sealed)).toThrow();
  });

  it('seals bytes bound to where they are stored: another context does not open them', () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const sealed = cipher.sealBytes(photo, 'kyc-document:7:cnicFront');
    expect(sealed.includes(photo)).toBe(false);
    expect(cipher.openBytes(sealed, 'kyc-document:7:cnicFront').equals(photo)).toBe(true);
    expect(() => cipher.openBytes(sealed, 'kyc-document:8:cnicFront')).toThrow();
    expect(() => cipher.openBytes(sealed, 'kyc-document:7:cnicBack')).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => fieldCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
