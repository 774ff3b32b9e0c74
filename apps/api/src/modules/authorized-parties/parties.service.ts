import { randomUUID } from 'node:crypto';
import type { AuthorizedParty, PartyRole } from '@dl/contracts';
import { INVESTOR_ROLES, type InvestorRole } from '@dl/domain';
import type { Executor, Trx } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { createPasswordToken } from '../auth/index.ts';
import { requireManagedEntity } from '../my-entities/index.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import {
  dropPartyRoles,
  findEntityName,
  findParties,
  findUserIdByEmail,
  grantPartyRole,
  insertInvitedUser,
  managersAfter,
  type PartyHolding,
} from './parties.repository.ts';

const ALREADY_A_PARTY = 'This person is already an authorized party of this entity.';
const LAST_ADMIN = 'An entity needs at least one admin: add another admin before removing this one.';
const OWN_INVESTOR = "The entity's own investor cannot be changed or removed here.";

const ROLE_TEXT: Record<PartyRole, string> = { INVESTOR_ADMIN: 'an investor admin', VIEWER: 'a viewer' };

interface Scope {
  fiduciaryId: string;
  userId: string;
  entityId: string;
}

/** Scope objects carry the caller as userId; repository calls name the party separately. */
const partiesOf = (db: Executor, scope: Scope, partyId?: string) =>
  findParties(db, { fiduciaryId: scope.fiduciaryId, entityId: scope.entityId, callerId: scope.userId, partyId });

async function entityName(db: Executor, scope: Scope): Promise<string> {
  return findEntityName(db, { fiduciaryId: scope.fiduciaryId, entityId: scope.entityId });
}

export async function listParties(ctx: AppContext, scope: Scope): Promise<AuthorizedParty[]> {
  await requireManagedEntity(ctx.db, scope);
  const holdings = await partiesOf(ctx.db, scope);
  return holdings.map((h) => h.party);
}

/**
 * Invites a person to act for the entity. A known e-mail gets the membership at once (and a notice);
 * an unknown one gets an account without a password and a set-password link through the outbox
 * (ADR 0002). Membership rows reach the membership cache through their trigger (ADR 0012).
 */
export async function inviteParty(
  ctx: AppContext,
  scope: Scope,
  input: { email: string; first_name: string; last_name: string; role: PartyRole },
): Promise<AuthorizedParty> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireManagedEntity(trx, scope);
    const name = await entityName(trx, scope);
    const known = await findUserIdByEmail(trx, input.email);
    if (known && (await partiesOf(trx, scope, known.id)).length)
      throw new AppError('CONFLICT', ALREADY_A_PARTY, 'ALREADY_AUTHORIZED_PARTY');
    const partyId = known?.id ?? (await createInvitedUser(trx, input));
    await grantPartyRole(trx, { ...scope, userId: partyId, role: input.role });
    const lines = [`You have been added as ${ROLE_TEXT[input.role]} of ${name} on Digital Locker.`, ''];
    if (!known) {
      const token = await createPasswordToken(trx, partyId, 'set');
      lines.push('To sign in, choose a password for your account:');
      lines.push(`${ctx.config.PUBLIC_URL}/pages/set-password#token=${token}`);
    } else {
      lines.push(`Sign in at ${ctx.config.PUBLIC_URL} to act for ${name}.`);
    }
    await enqueueEmail(trx, {
      fiduciary_id: scope.fiduciaryId,
      to_address: input.email,
      subject: `You can now act for ${name}`,
      kind: known ? 'authorized_party_added' : 'authorized_party_invite',
      body_text: [`Hello ${input.first_name || input.email},`, '', ...lines].join('\n'),
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'authorized_party_invited',
      subject: scope.entityId,
      data: { party_user_id: partyId, role: input.role, created_account: !known },
    });
    return partyOf(trx, scope, partyId);
  });
}

async function createInvitedUser(trx: Trx, input: { email: string; first_name: string; last_name: string }) {
  return insertInvitedUser(trx, {
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
  });
}

async function partyOf(db: Executor, scope: Scope, partyId: string): Promise<AuthorizedParty> {
  const [holding] = await partiesOf(db, scope, partyId);
  if (!holding) throw notFound();
  return holding.party;
}

/** The target's holding; the entity's own investor (INVESTOR only) is not a party to change. */
async function requireParty(trx: Trx, scope: Scope, partyId: string) {
  await requireManagedEntity(trx, scope);
  const holdings = await partiesOf(trx, scope);
  const target = holdings.find((h) => h.party.user_id === partyId);
  if (!target) throw notFound();
  if (!target.roles.some((r) => r !== INVESTOR_ROLES.INVESTOR))
    throw new AppError('CONFLICT', OWN_INVESTOR, 'OWN_INVESTOR_LOCKED');
  return { holdings, target };
}

function keptRoles(target: PartyHolding, next: InvestorRole | null): InvestorRole[] {
  const kept = target.roles.filter((r) => r === INVESTOR_ROLES.INVESTOR);
  return next ? [...kept, next] : kept;
}

export async function changePartyRole(
  ctx: AppContext,
  scope: Scope,
  partyId: string,
  role: PartyRole,
): Promise<AuthorizedParty> {
  return ctx.db.transaction().execute(async (trx) => {
    const { holdings, target } = await requireParty(trx, scope, partyId);
    if (managersAfter(holdings, partyId, keptRoles(target, role)) === 0)
      throw new AppError('CONFLICT', LAST_ADMIN, 'LAST_ADMIN');
    await dropPartyRoles(trx, { ...scope, userId: partyId });
    await grantPartyRole(trx, { ...scope, userId: partyId, role });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'authorized_party_role_changed',
      subject: scope.entityId,
      data: { party_user_id: partyId, role },
    });
    return partyOf(trx, scope, partyId);
  });
}

export async function removeParty(ctx: AppContext, scope: Scope, partyId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { holdings, target } = await requireParty(trx, scope, partyId);
    if (managersAfter(holdings, partyId, keptRoles(target, null)) === 0)
      throw new AppError('CONFLICT', LAST_ADMIN, 'LAST_ADMIN');
    await dropPartyRoles(trx, { ...scope, userId: partyId });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'authorized_party_removed',
      subject: scope.entityId,
      data: { party_user_id: partyId },
    });
  });
}
