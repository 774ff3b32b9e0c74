import { randomUUID } from 'node:crypto';
import {
  formatCurrency,
  formatDate,
  INVESTOR_FIDUCIARY_ROLES,
  type NotificationEvent,
  type NotificationKind,
} from '@dl/domain';
import type { Trx } from '../db/database.ts';
import type { SystemNotificationTable } from '../db/schema-notifications.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_PASSWORD } from './demo-values.ts';

/** An investor of the demo fiduciary with an entity of their own and no activity (empty panels). */
const DEMO_NEWCOMER = {
  email: 'newcomer@demo.test',
  first_name: 'Noa',
  last_name: 'Newcomer',
  entity: 'Noa Newcomer',
} as const;

const DAY = 24 * 60 * 60 * 1000;
const trellisUid = (prefix: string) => `${prefix}-${randomUUID().slice(0, 13)}`;
const money = (v: string) => formatCurrency(v, { precision: 2, abbreviate: false });

/**
 * Realtime demo rows (ADR 0016): the demo investor's actions and notifications, drawn from the demo
 * deals it really has; 12 system notifications of every kind and severity (more than a page); and
 * the newcomer with nothing at all.
 */
export async function seedDemoNotifications(trx: Trx, fiduciaryId: string): Promise<void> {
  await seedNewcomer(trx, fiduciaryId);
  await seedInvestorNotifications(trx, fiduciaryId);
  await seedSystemNotifications(trx, fiduciaryId);
}

async function seedNewcomer(trx: Trx, fiduciaryId: string): Promise<void> {
  const entity = await trx
    .insertInto('investing_entity')
    .values({
      fiduciary_id: fiduciaryId,
      name: DEMO_NEWCOMER.entity,
      type: 'INDIVIDUAL',
      trellis_uid: trellisUid('ENT'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('app_user')
    .values({
      email: DEMO_NEWCOMER.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: DEMO_NEWCOMER.first_name,
      last_name: DEMO_NEWCOMER.last_name,
      trellis_uid: trellisUid('USR'),
      profile_details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('membership')
    .values({
      fiduciary_id: fiduciaryId,
      user_id: user.id,
      role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
      entity_id: entity.id,
    })
    .execute();
}

interface Row {
  kind: NotificationKind;
  event: NotificationEvent;
  message: string;
  navigate_to: 'OpportunityDetail' | 'Transaction' | 'SystemNotifications';
  resource_id: string;
  ageDays: number;
  read: boolean;
}

async function seedInvestorNotifications(trx: Trx, fiduciaryId: string): Promise<void> {
  const investor = await trx
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['u.id', 'm.entity_id'])
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where('u.email', '=', 'investor@demo.test')
    .executeTakeFirst();
  if (!investor?.entity_id) return;
  const entityId = investor.entity_id;
  const rows: Row[] = [];

  const ndas = await trx
    .selectFrom('nda as n')
    .innerJoin('opportunity as o', 'o.id', 'n.opportunity_id')
    .select(['o.id', 'o.name'])
    .where('n.entity_id', '=', entityId)
    .where('n.status', '=', 'NDA_EXECUTED')
    .orderBy('o.name')
    .limit(2)
    .execute();
  for (const [i, o] of ndas.entries()) {
    const target = { navigate_to: 'OpportunityDetail' as const, resource_id: o.id };
    rows.push({
      ...target,
      kind: 'NOTIFICATION',
      event: 'NDA_COUNTERSIGNED',
      message: `The NDA for ${o.name} has been countersigned.`,
      ageDays: 20 + i * 5,
      read: true,
    });
    rows.push({
      ...target,
      kind: 'NOTIFICATION',
      event: 'DATA_ROOM_OPENED',
      message: `The data room of ${o.name} is now open.`,
      ageDays: 20 + i * 5,
      read: i > 0,
    });
  }

  const executed = await trx
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['i.id', 'o.name'])
    .where('i.entity_id', '=', entityId)
    .where('i.status', '=', 'DEAL_EXECUTED')
    .orderBy('o.name')
    .limit(2)
    .execute();
  for (const [i, inv] of executed.entries()) {
    const target = { navigate_to: 'Transaction' as const, resource_id: inv.id };
    rows.push({
      ...target,
      kind: 'NOTIFICATION',
      event: 'DEAL_EXECUTED',
      message: `Your investment in ${inv.name} has been executed.`,
      ageDays: 10 + i * 3,
      read: i > 0,
    });
  }

  const acknowledged = await trx
    .selectFrom('payment as p')
    .innerJoin('investment as i', 'i.id', 'p.investment_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['i.id', 'o.name', 'p.amount'])
    .where('i.entity_id', '=', entityId)
    .where('p.status', 'in', ['CONFIRMED', 'COMPLETED'])
    .orderBy('p.acknowledged_on', 'desc')
    .limit(1)
    .execute();
  for (const p of acknowledged) {
    rows.push({
      kind: 'NOTIFICATION',
      event: 'PAYMENT_ACKNOWLEDGED',
      message: `Your payment of ${money(p.amount)} for ${p.name} has been acknowledged.`,
      navigate_to: 'Transaction',
      resource_id: p.id,
      ageDays: 4,
      read: false,
    });
  }

  const calls = await trx
    .selectFrom('capital_call as c')
    .innerJoin('investment as i', 'i.id', 'c.investment_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['i.id', 'o.name', 'c.call_number', 'c.amount', 'c.due_date'])
    .where('i.entity_id', '=', entityId)
    .where('c.status', '=', 'IN_PROGRESS')
    .orderBy('c.due_date')
    .limit(3)
    .execute();
  for (const [i, c] of calls.entries()) {
    rows.push({
      kind: 'ACTION',
      event: 'CAPITAL_CALL_ISSUED',
      message: `Capital call ${c.call_number} of ${money(c.amount)} for ${c.name} is due on ${formatDate(c.due_date, 'UTC')}.`,
      navigate_to: 'Transaction',
      resource_id: c.id,
      ageDays: 2 + i,
      read: false,
    });
  }

  if (rows.length === 0) return;
  const now = Date.now();
  await trx
    .insertInto('notification')
    .values(
      rows.map((r, i) => {
        // A stable order within one day: later rows are a minute older.
        const created = new Date(now - r.ageDays * DAY - i * 60_000);
        return {
          fiduciary_id: fiduciaryId,
          user_id: investor.id,
          kind: r.kind,
          event: r.event,
          message: r.message,
          navigate_to: r.navigate_to,
          resource_id: r.resource_id,
          created_on: created,
          read_on: r.read ? new Date(created.getTime() + DAY) : null,
        };
      }),
    )
    .execute();
}

type SystemRow = Pick<SystemNotificationTable, 'title' | 'kind' | 'severity'> & { details: string; ageDays: number };

/** Every kind with every severity, 12 rows: more than one page of 10. */
export const DEMO_SYSTEM_NOTIFICATIONS: readonly SystemRow[] = [
  {
    title: 'Scheduled maintenance this weekend',
    kind: 'Maintenance',
    severity: 'Severity 2',
    details: 'The platform will be unavailable on Sunday from 02:00 to 03:00 UTC while we upgrade the database.',
    ageDays: 1,
  },
  {
    title: 'Document uploads delayed',
    kind: 'Incident',
    severity: 'Severity 1',
    details: 'Uploads of large documents are slower than usual. Files are not lost; they appear within a few minutes.',
    ageDays: 2,
  },
  {
    title: 'New: realtime notifications',
    kind: 'Announcement',
    severity: 'Severity 2',
    details: 'Actions and notifications now arrive as they happen, without reloading the page.',
    ageDays: 3,
  },
  {
    title: 'Signing service outage resolved',
    kind: 'Incident',
    severity: 'High Impact',
    details: 'E-signing was unavailable for 25 minutes. All pending signatures have been sealed.',
    ageDays: 5,
  },
  {
    title: 'Emergency maintenance of e-signing',
    kind: 'Maintenance',
    severity: 'High Impact',
    details: 'E-signing will be paused for 15 minutes to apply a security update.',
    ageDays: 8,
  },
  {
    title: 'Quarterly statements available',
    kind: 'Announcement',
    severity: 'Severity 1',
    details: 'Your quarterly statements are available in Documents.',
    ageDays: 10,
  },
  {
    title: 'Login emails delayed',
    kind: 'Incident',
    severity: 'Severity 2',
    details: 'Some password reset emails arrived late. The issue is fixed.',
    ageDays: 13,
  },
  {
    title: 'Database upgrade completed',
    kind: 'Maintenance',
    severity: 'Severity 1',
    details: 'The planned upgrade completed ahead of schedule.',
    ageDays: 16,
  },
  {
    title: 'Important: wire instructions changed',
    kind: 'Announcement',
    severity: 'High Impact',
    details: 'Always confirm wire instructions in the portal before sending a payment.',
    ageDays: 20,
  },
  {
    title: 'Data room previews unavailable',
    kind: 'Incident',
    severity: 'Severity 1',
    details: 'Document previews failed for some users between 09:10 and 09:40 UTC.',
    ageDays: 24,
  },
  {
    title: 'Network maintenance',
    kind: 'Maintenance',
    severity: 'Severity 2',
    details: 'Brief interruptions of a few seconds are possible during the maintenance window.',
    ageDays: 30,
  },
  {
    title: 'Welcome to the Digital Locker',
    kind: 'Announcement',
    severity: 'Severity 2',
    details: 'Find opportunities, sign documents and follow your portfolio in one place.',
    ageDays: 40,
  },
];

async function seedSystemNotifications(trx: Trx, fiduciaryId: string): Promise<void> {
  const now = Date.now();
  // The demo tenant's own notices (not every tenant's: a tenant the provider creates starts clean).
  const rows = await trx
    .insertInto('system_notification')
    .values(
      DEMO_SYSTEM_NOTIFICATIONS.map((s) => ({
        all_tenants: false,
        title: s.title,
        kind: s.kind,
        severity: s.severity,
        message_details: JSON.stringify({ details: s.details }),
        reported_at: new Date(now - s.ageDays * DAY),
        starts_on: new Date(now - s.ageDays * DAY),
        pushed_on: new Date(now - s.ageDays * DAY),
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('system_notification_tenant')
    .values(rows.map((r) => ({ notification_id: r.id, fiduciary_id: fiduciaryId })))
    .execute();
}
