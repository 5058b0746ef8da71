// Four eyes on money and threshold documents (README.md "Second operator"): a listed document
// changes only when an operator other than its proposer approves a proposal. The approval writes
// through the editor's path (strict check as the schema is now, new version, audit naming both) in
// one transaction, and only while the document is still at the version the proposal was based on:
// nobody approves a diff they did not see.
import { needsSecondOperator, type CONFIG_PROPOSAL_STATES, type FourEyesConfigName } from '@khel/contracts/admin/config-proposals';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { audit, withDeciderNames } from '../operators/operators.service.ts';
import { type Actor, diffBodies, requireConfigName, strictBody, writeLocked } from './config-editor.ts';
import { lockDocument, selectDocumentWithVersion, selectVersion } from './config.repository.ts';
import { decideProposal, insertProposal, markOthersStale, selectProposal, selectProposals, type ProposalRow } from './config-proposals.repository.ts';

const iso = (at: Date) => new Date(at).toISOString();
const notFound = (url: string) => new AppError(ErrorCode.notFound, 'http404', 404, { url });

/** A document on the list; any other name is 404 here (an unlisted one is written directly). */
function requireListed(name: string): FourEyesConfigName {
  const known = requireConfigName(name);
  if (!needsSecondOperator(known)) throw notFound(`/admin/api/config/${name}/proposals`);
  return known;
}

/** The rows without their bodies, with the proposer's and the decider's names (one lookup). */
async function views(db: Queryable, rows: ProposalRow[]) {
  return (await withDeciderNames(db, rows)).map((row) => {
    const { body: _body, ...rest } = row;
    return { ...rest, requestedAt: iso(row.requestedAt), decidedAt: row.decidedAt ? iso(row.decidedAt) : null };
  });
}

/** The proposal with its body and the diff from the document as it is now. */
export async function proposalDetail(db: Queryable, id: number) {
  const row = await selectProposal(db, id);
  if (!row) throw notFound(`/admin/api/config-proposals/${id}`);
  const current = await selectDocumentWithVersion(db, row.name);
  const currentVersion = current?.version ?? 0;
  const diff = diffBodies(`${row.name}@${currentVersion}`, `${row.name} proposal ${row.id}`, current?.body ?? null, row.body);
  return { ...(await views(db, [row]))[0]!, body: row.body, currentVersion, ...diff };
}

async function propose(db: Database, clock: Clock, actor: Actor, name: FourEyesConfigName, body: unknown, rollbackOf: number | null) {
  const checked = strictBody(name, body);
  const id = await db.transaction(async (tx) => {
    const baseVersion = (await selectDocumentWithVersion(tx, name))?.version ?? 0;
    const id = await insertProposal(tx, { name, body: checked, rollbackOf, baseVersion, requestedBy: actor.operatorId, at: clock.now() });
    await audit(tx, { operatorId: actor.operatorId, action: 'config.propose', target: `config:${name}`, detail: { proposalId: id, baseVersion, rollbackOf, body: checked }, ip: actor.ip });
    return id;
  });
  return proposalDetail(db, id);
}

/** Checked against the schema now, as a direct write would be; nothing is stored when it does not fit. */
export async function proposeChange(db: Database, clock: Clock, actor: Actor, name: string, body: unknown) {
  return propose(db, clock, actor, requireListed(name), body, null);
}

/** A rollback of a listed document is a proposal of that version's body. */
export async function proposeRollback(db: Database, clock: Clock, actor: Actor, name: string, version: number) {
  const listed = requireListed(name);
  const old = await selectVersion(db, listed, version);
  if (!old) throw new AppError(ErrorCode.configVersionUnknown);
  return propose(db, clock, actor, listed, old.body, version);
}

export async function proposalsPage(
  db: Queryable,
  f: { state?: (typeof CONFIG_PROPOSAL_STATES)[number] | undefined; name?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectProposals(db, { state: f.state, name: f.name, beforeId: decodeCursor(f.cursor)?.id ?? null, limit: f.limit });
  const page = pageFrom(rows, f.limit, (row) => [row.id, row.id]);
  return { items: await views(db, page.items), nextCursor: page.nextCursor };
}

/**
 * Locks the proposal's document, then the proposal; refuses one already decided. Always in that
 * order: an approval holds the document while it marks the other proposals stale, so a decision
 * that held a proposal first and then waited for the document would deadlock with it.
 */
async function pending(tx: Queryable, id: number): Promise<ProposalRow> {
  const found = await selectProposal(tx, id);
  if (!found) throw notFound(`/admin/api/config-proposals/${id}`);
  await lockDocument(tx, found.name);
  const row = (await selectProposal(tx, id, true))!;
  if (row.state !== 'pending') throw new AppError(ErrorCode.configProposalDecided);
  return row;
}

const secondOperator = () => new AppError(ErrorCode.configProposalSecondOperator);

export async function approve(db: Database, clock: Clock, actor: Actor, id: number, note: string) {
  const outcome = await db.transaction(async (tx) => {
    const row = await pending(tx, id);
    if (row.requestedBy === actor.operatorId) throw secondOperator();
    const name = requireListed(row.name);
    const now = clock.now();
    if (((await selectDocumentWithVersion(tx, name))?.version ?? 0) !== row.baseVersion) {
      await decideProposal(tx, id, { state: 'stale', operatorId: actor.operatorId, note, at: now });
      await audit(tx, { operatorId: actor.operatorId, action: 'config.proposal-stale', target: `config:${name}`, detail: { proposalId: id, baseVersion: row.baseVersion }, ip: actor.ip });
      return 'stale' as const;
    }
    const origin = row.rollbackOf === null ? 'write' : `rollback:${row.rollbackOf}`;
    const version = await writeLocked(tx, clock, actor, name, strictBody(name, row.body), origin, { proposalId: id, proposedBy: row.requestedBy });
    await decideProposal(tx, id, { state: 'applied', operatorId: actor.operatorId, note, at: now, appliedVersion: version });
    await markOthersStale(tx, name, id, now);
    return 'applied' as const;
  });
  // The stale mark is committed: the proposal leaves the pending list, and the operator is told.
  if (outcome === 'stale') throw new AppError(ErrorCode.configProposalStale);
  return proposalDetail(db, id);
}

export async function reject(db: Database, clock: Clock, actor: Actor, id: number, note: string) {
  await db.transaction(async (tx) => {
    const row = await pending(tx, id);
    if (row.requestedBy === actor.operatorId) throw secondOperator();
    await decideProposal(tx, id, { state: 'rejected', operatorId: actor.operatorId, note, at: clock.now() });
    await audit(tx, { operatorId: actor.operatorId, action: 'config.proposal-reject', target: `config:${row.name}`, detail: { proposalId: id, note }, ip: actor.ip });
  });
  return proposalDetail(db, id);
}

export async function withdraw(db: Database, clock: Clock, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const row = await pending(tx, id);
    if (row.requestedBy !== actor.operatorId) throw secondOperator();
    await decideProposal(tx, id, { state: 'withdrawn', operatorId: actor.operatorId, note: '', at: clock.now() });
    await audit(tx, { operatorId: actor.operatorId, action: 'config.proposal-withdraw', target: `config:${row.name}`, detail: { proposalId: id }, ip: actor.ip });
  });
  return proposalDetail(db, id);
}
