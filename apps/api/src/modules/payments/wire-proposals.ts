import type { WireInstructionsBody, WireInstructionsProposal, WireInstructionsState } from '@dl/contracts';
import { checkFourEyes } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { findWireInstructions, lockWireInstructions, upsertWireInstructions } from './payments.repository.ts';
import {
  decideProposal,
  findPendingProposal,
  insertProposal,
  lockProposal,
  type ProposalRow,
} from './wire-proposals.repository.ts';
import { auditView, toWire } from './wire-instructions.ts';

type StaffScope = { fiduciaryId: string; userId: string };

const PROPOSER_MAY_NOT_APPROVE = 'You proposed these wire instructions; another administrator must approve them.';
const PROPOSAL_PENDING = 'A change of the wire instructions is already waiting for approval.';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toProposal(row: ProposalRow, callerId: string): WireInstructionsProposal {
  return {
    id: row.id,
    bank_name: row.bank_name,
    bank_address: row.bank_address,
    account_name: row.account_name,
    account_number: row.account_number,
    routing_number: row.routing_number,
    swift_code: row.swift_code,
    instructions: row.instructions,
    status: row.status,
    proposed_by: { id: row.proposed_by, name: row.proposer_name },
    proposed_on: iso(row.proposed_on) as string,
    decided_by: null,
    decided_on: iso(row.decided_on),
    reason: row.reason,
    proposed_by_me: row.proposed_by === callerId,
  };
}

async function state(db: Executor, actor: StaffScope): Promise<{ data: WireInstructionsState }> {
  const [current, pending] = await Promise.all([
    findWireInstructions(db, actor.fiduciaryId),
    findPendingProposal(db, actor.fiduciaryId),
  ]);
  return {
    data: { current: current ? toWire(current) : null, pending: pending ? toProposal(pending, actor.userId) : null },
  };
}

/** `GET fid-admin/wire-instructions`: in force (with its last verification) and the proposal waiting. */
export const getWireInstructionsState = (ctx: AppContext, actor: StaffScope) => state(ctx.db, actor);

/** A proposed change (`wire_instructions.write`); one waits at a time. Audited with the numbers masked. */
export async function proposeWireInstructions(
  ctx: AppContext,
  actor: StaffScope,
  body: Required<WireInstructionsBody>,
): Promise<{ data: WireInstructionsState }> {
  const { fiduciaryId } = actor;
  await ctx.db.transaction().execute(async (trx) => {
    await lockWireInstructions(trx, fiduciaryId);
    if (await findPendingProposal(trx, fiduciaryId))
      throw new AppError('CONFLICT', PROPOSAL_PENDING, 'WIRE_PROPOSAL_PENDING');
    const before = await findWireInstructions(trx, fiduciaryId);
    const { id } = await insertProposal(trx, fiduciaryId, actor.userId, body);
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'wire_instructions_proposed',
      subject: id,
      data: { before: auditView(before), after: auditView(body) },
    });
  });
  return state(ctx.db, actor);
}

async function lockPending(trx: Executor, actor: StaffScope, proposalId: string) {
  await lockWireInstructions(trx, actor.fiduciaryId);
  const proposal = await lockProposal(trx, actor.fiduciaryId, proposalId);
  if (!proposal) throw notFound();
  if (proposal.status !== 'PENDING')
    throw new AppError('CONFLICT', `The proposal is already ${proposal.status}.`, 'TRANSITION_REFUSED');
  return proposal;
}

/**
 * A second administrator approves (`wire_instructions.approve`): the proposal becomes the record in
 * force, verified now by the approver. Its proposer is refused (four eyes).
 */
export async function approveWireInstructions(
  ctx: AppContext,
  actor: StaffScope,
  proposalId: string,
): Promise<{ data: WireInstructionsState }> {
  const { fiduciaryId } = actor;
  await ctx.db.transaction().execute(async (trx) => {
    const proposal = await lockPending(trx, actor, proposalId);
    const check = checkFourEyes({ checkerId: actor.userId, makerIds: [proposal.proposed_by] });
    if (!check.allowed) throw new AppError('CONFLICT', PROPOSER_MAY_NOT_APPROVE, check.reason);
    const before = await findWireInstructions(trx, fiduciaryId);
    const {
      id: _id,
      status: _s,
      proposed_by,
      proposed_on: _p,
      decided_by: _d,
      decided_on: _o,
      reason: _r,
      ...fields
    } = proposal;
    const now = new Date();
    await upsertWireInstructions(trx, fiduciaryId, {
      ...fields,
      modified_by: proposed_by,
      modified_on: now,
      verified_by: actor.userId,
      verified_on: now,
    });
    await decideProposal(trx, proposalId, { status: 'APPROVED', decidedBy: actor.userId, reason: null });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'wire_instructions_changed',
      subject: fiduciaryId,
      data: { proposal_id: proposalId, proposed_by, before: auditView(before), after: auditView(fields) },
    });
  });
  return state(ctx.db, actor);
}

/** Rejects the proposal with a reason; the instructions in force stay as they are. */
export async function rejectWireInstructions(
  ctx: AppContext,
  actor: StaffScope,
  proposalId: string,
  reason: string,
): Promise<{ data: WireInstructionsState }> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockPending(trx, actor, proposalId);
    await decideProposal(trx, proposalId, { status: 'REJECTED', decidedBy: actor.userId, reason });
    await recordAudit(trx, {
      fiduciary_id: actor.fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'wire_instructions_rejected',
      subject: proposalId,
      data: { reason },
    });
  });
  return state(ctx.db, actor);
}
