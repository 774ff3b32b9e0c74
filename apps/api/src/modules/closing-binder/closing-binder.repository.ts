import type { Executor } from '#api/db/database.ts';

/** Reads of the closing binder; every one filters on the tenant. */

/** The investment with its opportunity, entity and investor. */
export function findBinderInvestment(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .innerJoin('app_user as u', 'u.id', 'i.user_id')
    .select([
      'i.id',
      'i.status',
      'i.amount',
      'i.opportunity_id',
      'i.entity_id',
      'i.user_id',
      'i.signed_file_id',
      'i.countersigned_file_id',
      'i.nda_signed_date',
      'i.deal_signed_date',
      'i.approved_on',
      'i.approved_by',
      'i.counter_signed_deal_date',
      'i.executed_on',
      'i.payment_status',
      'i.payments_received',
      'i.payments_acknowledged',
      'i.created_on',
      'o.name as opportunity_name',
      'e.name as entity_name',
      'e.type as entity_type',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export type BinderInvestmentRow = NonNullable<Awaited<ReturnType<typeof findBinderInvestment>>>;

/** The entity's NDA for the opportunity: the live one first, as the deal page shows it. */
export function findBinderNda(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return db
    .selectFrom('nda')
    .select(['id', 'status', 'signed_file_id', 'executed_file_id', 'signed_on', 'countersigned_on', 'countersigned_by'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('entity_id', '=', entityId)
    .orderBy((eb) => eb.case().when('status', '=', 'NDA_DECLINED').then(1).else(0).end())
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type BinderNdaRow = NonNullable<Awaited<ReturnType<typeof findBinderNda>>>;

export function findStoredFiles(db: Executor, fiduciaryId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stored_file')
    .select(['id', 'name', 'mime_type', 'size', 'sha256', 'storage_key'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids)
    .execute();
}

/** The latest invitation of the entity or its investor (the one whose status is the KYC state), with its decider. */
export function findKycInvitation(db: Executor, fiduciaryId: string, userId: string, entityId: string) {
  return db
    .selectFrom('invitation as i')
    .leftJoin('app_user as d', 'd.id', 'i.decided_by')
    .select([
      'i.id',
      'i.status',
      'i.entity_type',
      'i.email',
      'i.decided_by',
      'i.decided_on',
      'i.decision_reason',
      'i.created_on',
      'd.first_name as decider_first_name',
      'd.last_name as decider_last_name',
      'd.email as decider_email',
    ])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where((eb) => eb.or([eb('i.entity_id', '=', entityId), eb('i.user_id', '=', userId)]))
    .orderBy('i.created_on', 'desc')
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type KycInvitationRow = NonNullable<Awaited<ReturnType<typeof findKycInvitation>>>;

/** The entity's answer to a KYC form, with the template version it was given against. */
export function findKycResponse(db: Executor, fiduciaryId: string, entityId: string, formId: string) {
  return db
    .selectFrom('form_response as r')
    .leftJoin('form_template as t', (join) =>
      join.onRef('t.form_id', '=', 'r.form_id').onRef('t.version', '=', 'r.template_version'),
    )
    .select([
      'r.id',
      'r.form_id',
      'r.template_version',
      'r.status',
      'r.submitted_on',
      'r.submitted_by',
      't.kind as template_kind',
    ])
    .where('r.fiduciary_id', '=', fiduciaryId)
    .where('r.entity_id', '=', entityId)
    .where('r.form_id', '=', formId)
    .orderBy('r.modified_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type KycResponseRow = NonNullable<Awaited<ReturnType<typeof findKycResponse>>>;

export function findCapitalCalls(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('capital_call')
    .select(['id', 'call_number', 'amount', 'due_date', 'status', 'opportunity_call_id', 'created_on'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('investment_id', '=', investmentId)
    .orderBy('call_number')
    .orderBy('id')
    .execute();
}

export type CapitalCallRow = Awaited<ReturnType<typeof findCapitalCalls>>[number];

export function findPayments(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('payment')
    .select([
      'id',
      'capital_call_id',
      'amount',
      'received_amount',
      'status',
      'reference',
      'sent_on',
      'sent_by',
      'acknowledged_on',
      'acknowledged_by',
      'created_on',
    ])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('investment_id', '=', investmentId)
    .orderBy('created_on')
    .orderBy('id')
    .execute();
}

export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

/**
 * The audit rows about the binder's subjects, in chain order (`audit_event_subject_idx`); rows of the
 * invitation only when their kind is one of `kycKinds` (the KYC decision, not the whole onboarding).
 */
export function findAuditExcerpt(
  db: Executor,
  fiduciaryId: string,
  args: { subjects: string[]; kycSubject: string | null; kycKinds: string[] },
) {
  const { kycSubject } = args;
  return db
    .selectFrom('audit_event')
    .select(['id', 'fiduciary_id', 'actor_user_id', 'kind', 'subject', 'data', 'prev_hash', 'hash', 'created_on'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where((eb) =>
      eb.or([
        eb('subject', 'in', args.subjects),
        ...(kycSubject ? [eb.and([eb('subject', '=', kycSubject), eb('kind', 'in', args.kycKinds)])] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof findAuditExcerpt>>[number];

export function findUserName(db: Executor, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
