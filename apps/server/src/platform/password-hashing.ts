// argon2id with OWASP's parameters (19 MiB, t=2, p=1). A verify costs ≈28 ms of CPU here, so at
// most two run at once: a login flood queues instead of starving the event loop.
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// algorithm 2 is Argon2id in @node-rs/argon2's (const enum) Algorithm, which type stripping cannot import.
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PHC_PARAMS = `m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}`;
const slots = pLimit(2);

export function hashPassword(password: string): Promise<string> {
  return slots(() => hash(password, PARAMS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return slots(() => verify(passwordHash, password).catch(() => false));
}

/** True when a stored hash was made with other parameters and should be replaced at login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith('$argon2id$') || !passwordHash.includes(`$${PHC_PARAMS}$`);
}

let dummyHash: Promise<string> | undefined;

/** Spends a verify's time when there is no account, so timing does not reveal which exist. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('khel-no-such-account');
  await verifyPassword(await dummyHash, password);
  return false;
}
