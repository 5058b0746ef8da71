// Changing a document that needs a second operator (features/config/README.md): `proposer`
// proposes the body, `approver` approves it. Returns the approval's reply (the proposal, applied).
import type { LightMyRequestResponse } from 'fastify';
import type { AdminClient } from './admin.ts';

export async function proposeAndApprove(proposer: AdminClient, approver: AdminClient, name: string, body: unknown): Promise<LightMyRequestResponse> {
  const proposed = await proposer.post(`/admin/api/config/${name}/proposals`, { body });
  if (proposed.statusCode !== 200) return proposed;
  return approver.post(`/admin/api/config-proposals/${proposed.json<{ id: number }>().id}/approve`);
}

/** `proposer` proposes writing version `version` again, `approver` approves it. */
export async function proposeRollbackAndApprove(proposer: AdminClient, approver: AdminClient, name: string, version: number): Promise<LightMyRequestResponse> {
  const proposed = await proposer.post(`/admin/api/config/${name}/proposals/rollback`, { version });
  if (proposed.statusCode !== 200) return proposed;
  return approver.post(`/admin/api/config-proposals/${proposed.json<{ id: number }>().id}/approve`);
}
