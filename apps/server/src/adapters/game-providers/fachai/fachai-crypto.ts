// FaChai's request protection as generally published: the parameters travel as
// Params = base64(AES-128-ECB(JSON, agent key)) with Sign = md5-hex(JSON). A request is genuine when
// Params decrypts with the agent's key and the MD5 of the plain JSON equals Sign.
import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

const keyOf = (agentKey: string) => Buffer.from(agentKey, 'utf8').subarray(0, 16);

export function fachaiEncrypt(agentKey: string, json: string): { Params: string; Sign: string } {
  const cipher = createCipheriv('aes-128-ecb', keyOf(agentKey), null);
  const Params = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
  return { Params, Sign: createHash('md5').update(json, 'utf8').digest('hex') };
}

/** The plain JSON of a genuine request, or null (wrong key, tampered bytes, wrong Sign). */
export function fachaiDecrypt(agentKey: string, params: string, sign: string): string | null {
  let json: string;
  try {
    const decipher = createDecipheriv('aes-128-ecb', keyOf(agentKey), null);
    json = Buffer.concat([decipher.update(Buffer.from(params, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
  const expected = Buffer.from(createHash('md5').update(json, 'utf8').digest('hex'), 'utf8');
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given) ? json : null;
}
