// Know your customer (README.md): a player submits full name, CNIC and date of birth; an operator
// verifies or rejects; withdrawals above ProtectionConf.kyc.withdrawalThreshold need 'verified'.
// The CNIC is sealed at rest like the withdrawal account's; operators see it opened, audited.
import type { KycItem } from '@khel/contracts/admin/kyc';
import { isAdult, type KycDocumentKind, type KycStatus } from '@khel/contracts/endpoints/kyc';
import { ErrorCode } from '@khel/contracts/error-codes';
import { formatRupees } from '@khel/contracts/money';
import { businessDay, type Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { serverConfig } from '../config/config.service.ts';
import { audit } from '../operators/operators.service.ts';
import { closeAccount, closeAccountIn } from './account-closure.ts';
import { identityLinks, playersVerifiedWithCnic, type PayerPhones } from './identity-links.ts';
import { checkDocuments, listDocuments, openDocument, storeDocuments } from './kyc-documents.ts';
import { correctDateOfBirth, decide, insertSubmission, lockPlayerKyc, selectLatest, selectQueue, selectSealedCnics, selectSubmission, type SubmissionRow } from './kyc.repository.ts';

export { closeOwnAccount, closureList, decideClosureReview, reopenAccount } from './account-closure.ts';
export { assertIdentityForDeposit, assertIdentityForPlay, playIdentityGate } from './identity-gate.ts';

const CNIC_DIGITS = 13;
const masked = (last4: string) => '*'.repeat(CNIC_DIGITS - last4.length) + last4;

async function threshold(db: Queryable): Promise<number> {
  return (await serverConfig(db, 'ProtectionConf')).kyc.withdrawalThreshold;
}

function statusOf(row: SubmissionRow | null, limit: number): KycStatus {
  if (!row) return { state: 'none', fullName: null, cnic: null, submittedAt: null, reviewNote: '', threshold: limit };
  return {
    state: row.state,
    fullName: row.fullName,
    cnic: masked(row.cnicLast4),
    submittedAt: row.submittedAt.toISOString(),
    reviewNote: row.state === 'rejected' ? row.reviewNote : '',
    threshold: limit,
  };
}

export async function kycStatus(db: Queryable, playerId: number): Promise<KycStatus> {
  return statusOf(await selectLatest(db, playerId), await threshold(db));
}

/**
 * A new submission; refused while one waits for review or once verified. A date of birth under 18
 * closes the account for play and money at once and opens a compliance review of the balance
 * (docs/compliance/identity.md#closed-accounts-migration-0059): the reply is the closure's message (1801).
 */
export async function submitKyc(
  deps: { db: Database; clock: Clock; cipher: FieldCipher },
  playerId: number,
  input: { fullName: string; cnic: string; dateOfBirth: string; documents: Partial<Record<KycDocumentKind, string>> },
): Promise<KycStatus> {
  const now = deps.clock.now();
  const documents = checkDocuments(input.documents);
  if (!isAdult(input.dateOfBirth, businessDay(now))) {
    await closeAccount(deps, playerId, 'underage');
    throw new AppError(ErrorCode.accountClosedUnderage);
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockPlayerKyc(tx, playerId);
    const latest = await selectLatest(tx, playerId);
    if (latest?.state === 'verified') throw new AppError(ErrorCode.kycAlreadyVerified);
    if (latest?.state === 'pending') throw new AppError(ErrorCode.kycAlreadyPending);
    const submission = await insertSubmission(tx, {
      playerId,
      fullName: input.fullName,
      cnicSealed: deps.cipher.seal(input.cnic),
      cnicLast4: input.cnic.slice(-4),
      dateOfBirth: input.dateOfBirth,
      at: now,
    });
    await storeDocuments(tx, deps.cipher, submission.id, documents);
    return submission;
  });
  return statusOf(row, await threshold(deps.db));
}

/**
 * The withdrawal gate: above the threshold only a verified identity passes. The request alone
 * above it: 1706 / 1707; with the `earlier` requests of the rolling window of `days`: 1882 / 1883.
 */
export async function assertKycAllows(
  db: Queryable,
  playerId: number,
  amount: number,
  rolling: { earlier: number; days: number } = { earlier: 0, days: 0 },
): Promise<void> {
  const limit = await threshold(db);
  const total = amount + rolling.earlier;
  if (total <= limit) return;
  const latest = await selectLatest(db, playerId);
  if (latest?.state === 'verified') return;
  const pending = latest?.state === 'pending';
  if (amount > limit) throw new AppError(pending ? ErrorCode.kycPending : ErrorCode.kycRequired, undefined, 200, { amount: formatRupees(limit, { grouping: false }) });
  throw new AppError(pending ? ErrorCode.kycRollingPending : ErrorCode.kycRollingRequired, undefined, 200, {
    amount: formatRupees(limit, { grouping: false }),
    total: formatRupees(total, { grouping: false }),
    days: String(rolling.days),
  });
}

/** The KYC state operators see on the player view. */
export async function kycStateOf(db: Queryable, playerId: number): Promise<KycStatus['state']> {
  return (await selectLatest(db, playerId))?.state ?? 'none';
}

// ---- operators ---------------------------------------------------------------------------------

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function itemOf(row: SubmissionRow): KycItem {
  return {
    id: row.id,
    playerId: row.playerId,
    fullName: row.fullName,
    cnicLast4: row.cnicLast4,
    dateOfBirth: row.dateOfBirth,
    state: row.state,
    submittedAt: iso(row.submittedAt)!,
    reviewedBy: row.reviewedBy,
    reviewedAt: iso(row.reviewedAt),
    reviewNote: row.reviewNote,
  };
}

export async function kycQueue(
  db: Queryable,
  q: { state?: SubmissionRow['state'] | undefined; playerId?: number | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectQueue(db, { ...q, afterId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], itemOf);
}

const notFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/kyc/${id}` });

export type { PayerPhones };

/**
 * One submission with the CNIC opened and the players it links to; the reading is audited (personal
 * data). `payers` is payments' payer phones, handed in by the back office.
 */
export async function kycDetail(deps: { db: Queryable; cipher: FieldCipher; payers: PayerPhones }, id: number, by: { operatorId: number; ip: string }) {
  const row = await selectSubmission(deps.db, id);
  if (!row) throw notFound(id);
  await audit(deps.db, { operatorId: by.operatorId, action: 'kyc.read', target: `player:${row.playerId}`, detail: { submission: id }, ip: by.ip });
  const cnic = deps.cipher.open(row.cnicSealed);
  return { ...itemOf(row), cnic, documents: await listDocuments(deps.db, id), warnings: await identityLinks(deps.db, deps.cipher, deps.payers, row.playerId, cnic) };
}

/** One identity photo, opened for a kyc.review operator; the opening is audited (in the same call). */
export async function kycDocument(deps: { db: Queryable; cipher: FieldCipher }, id: number, kind: KycDocumentKind, by: { operatorId: number; ip: string }) {
  const row = await selectSubmission(deps.db, id);
  const document = row ? await openDocument(deps.db, deps.cipher, id, kind) : null;
  if (!row || !document) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/kyc/${id}/documents/${kind}` });
  await audit(deps.db, { operatorId: by.operatorId, action: 'kyc.document.read', target: `player:${row.playerId}`, detail: { submission: id, kind }, ip: by.ip });
  return document;
}

/**
 * Verify or reject. Verifying a CNIC already verified on another open account needs `override`
 * (with the note, audited): two people rarely share one CNIC, one person with two accounts does.
 * Verifying may correct the date of birth read from the document (audited before/after); a
 * corrected date under 18 closes the account in the same transaction, like the player's own
 * under-18 submission.
 */
export async function reviewKyc(
  deps: { db: Database; clock: Clock; cipher: FieldCipher },
  id: number,
  decision: { state: 'verified' | 'rejected'; note: string; override?: boolean; dateOfBirth?: string | undefined },
  by: { operatorId: number; ip: string },
): Promise<KycItem & { accountClosed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const pending = await selectSubmission(tx, id);
    let cnicVerifiedOn: number[] = [];
    if (pending?.state === 'pending' && decision.state === 'verified') {
      cnicVerifiedOn = await playersVerifiedWithCnic(tx, deps.cipher, pending.playerId, deps.cipher.open(pending.cnicSealed), true);
      if (cnicVerifiedOn.length > 0 && !decision.override) throw new AppError(ErrorCode.cnicVerifiedElsewhere);
    }
    const now = deps.clock.now();
    let row = await decide(tx, id, { state: decision.state, note: decision.note, operatorId: by.operatorId, at: now });
    if (!row) throw pending ? new AppError(ErrorCode.kycReviewed) : notFound(id);
    const corrected = decision.dateOfBirth !== undefined && decision.dateOfBirth !== row.dateOfBirth ? decision.dateOfBirth : null;
    const before = { state: 'pending', dateOfBirth: row.dateOfBirth };
    if (corrected !== null) {
      await correctDateOfBirth(tx, id, corrected);
      row = { ...row, dateOfBirth: corrected };
    }
    const closure = isAdult(row.dateOfBirth, businessDay(now)) ? null : await closeAccountIn(tx, deps.clock, row.playerId, 'underage');
    await audit(tx, {
      operatorId: by.operatorId,
      action: `kyc.${decision.state === 'verified' ? 'verify' : 'reject'}`,
      target: `player:${row.playerId}`,
      detail: {
        submission: id,
        before: corrected !== null ? before : { state: 'pending' },
        after: corrected !== null ? { state: row.state, dateOfBirth: row.dateOfBirth } : { state: row.state },
        note: decision.note,
        ...(cnicVerifiedOn.length > 0 ? { override: { cnicVerifiedOn } } : {}),
        ...(closure ? { closure: { id: closure.id, reason: 'underage', balanceOwed: Number(closure.balanceOwed) } } : {}),
      },
      ip: by.ip,
    });
    return { ...itemOf(row), accountClosed: closure !== null };
  });
}

/** The CNICs (sealed) of all the player's submissions, whatever their review: identifiers of the person. */
export async function submittedCnicsSealed(db: Queryable, playerId: number): Promise<string[]> {
  return selectSealedCnics(db, playerId);
}
