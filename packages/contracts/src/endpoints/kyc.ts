// Know your customer: the player submits their identity (full name, CNIC, date of
// birth); an operator verifies or rejects it. Withdrawals above ProtectionConf.kyc.
// withdrawalThreshold need a verified identity (1706 / 1707 otherwise, in the player's language).
// zod/mini: the player app imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { enteredPassword } from '../rules.ts';
import { cnic, fullName } from '../withdrawal-rules.ts';

export const KYC_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type KycState = (typeof KYC_STATES)[number];
export const ADULT_AGE_YEARS = 18;

export const KycStatus = z.object({
  state: z.enum(KYC_STATES),
  fullName: z.nullable(z.string()),
  /** Masked: only the last four digits. */
  cnic: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  /** The operator's reason when rejected. */
  reviewNote: z.string(),
  /** Withdrawals above this amount (hundredths) need state 'verified'. */
  threshold: z.int(),
});
export type KycStatus = z.infer<typeof KycStatus>;

/** YYYY-MM-DD; the 18+ check needs today's date, so the server (and the form) make it. */
export const dateOfBirth = z.string({ error: 'kycDateOfBirthRequired' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'kycDateOfBirthRequired' }),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'kycDateOfBirthRequired',
  }),
);

/** True when someone born on `birthDay` (YYYY-MM-DD) is at least 18 on `today` (YYYY-MM-DD). */
export function isAdult(birthDay: string, today: string): boolean {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= ADULT_AGE_YEARS;
}

/**
 * Identity photos: the front and the back of the CNIC, and optionally the player holding
 * it, each a JPEG, PNG or WebP image of at most 3 MB, sent as base64 in the submission. The server
 * decides the type from the bytes (never from a name or a declared type) and seals each at rest.
 */
export const KYC_DOCUMENT_KINDS = ['cnicFront', 'cnicBack', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_MAX_BYTES = 3 * 1024 * 1024;
const BASE64_MAX = Math.ceil(KYC_DOCUMENT_MAX_BYTES / 3) * 4;
const photo = z.string({ error: 'kycDocumentsRequired' }).check(
  z.minLength(1, { error: 'kycDocumentsRequired' }),
  z.maxLength(BASE64_MAX, { error: 'kycDocumentTooLarge' }),
  z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'kycDocumentType' }),
);
export const KycDocuments = z.object(
  { cnicFront: photo, cnicBack: photo, selfie: z.optional(photo) },
  { error: 'kycDocumentsRequired' },
);

export const KycSubmitRequest = z.object({ fullName, cnic, dateOfBirth, documents: KycDocuments });

export const kycStatus = endpoint({
  method: 'POST',
  path: '/usercenter/game/kycStatus',
  auth: true,
  summary: "The player's identity verification state and the withdrawal amount above which it is needed",
  request: z._default(z.object({}), {}),
  response: KycStatus,
});

export const kycSubmit = endpoint({
  method: 'POST',
  path: '/usercenter/game/kycSubmit',
  auth: true,
  summary:
    'Submit full name, CNIC (13 digits), date of birth and photos of the CNIC (front, back; a selfie holding it optional; base64 JPEG/PNG/WebP, 3 MB each) for an operator to verify; refused while one waits or once verified',
  request: KycSubmitRequest,
  response: KycStatus,
  // Three photos of 3 MB in base64, and the fields.
  bodyLimit: 13 * 1024 * 1024,
});

/**
 * Account closure by the player: password-confirmed; every session ends; play and
 * deposits are refused (1800) until support reopens it; the balance stays withdrawable.
 */
export const closeAccount = endpoint({
  method: 'POST',
  path: '/usercenter/game/closeAccount',
  auth: true,
  summary: 'Close the account (needs the password): sessions end, no play or deposits; withdrawals stay possible; only support reopens it',
  request: z.object({ password: enteredPassword('passwordRequired') }),
  response: z.object({ closedAt: z.string() }),
});
