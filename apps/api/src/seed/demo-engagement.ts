import type { Trx } from '../db/database.ts';
import type { FileStorage } from '../platform/storage.ts';
import { storeFile } from './demo-documents.ts';
import { makeLetterPdf } from './demo-pdfs.ts';

/**
 * Demo meetings (one per status), 4 upcoming and 2 past events, 6 resources (3 documents sharing
 * generated PDFs, 3 links) and service requests with comment threads (issue 6, ADR 0019). Times are
 * relative to the seeding moment so the upcoming events stay upcoming for a while.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A UTC time `days` from now at `hour`:00. */
function at(now: number, days: number, hour: number): Date {
  const d = new Date(now + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

async function ids(trx: Trx, fiduciaryId: string) {
  const users = await trx
    .selectFrom('app_user as u')
    .innerJoin('membership as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.email', 'm.entity_id'])
    .where('m.fiduciary_id', '=', fiduciaryId)
    .execute();
  const user = (email: string) => {
    const row = users.find((u) => u.email === email);
    if (!row) throw new Error(`demo user ${email} missing`);
    return row;
  };
  const opportunities = await trx
    .selectFrom('opportunity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .execute();
  const opportunity = (name: string) => {
    const row = opportunities.find((o) => o.name === name);
    if (!row) throw new Error(`demo opportunity ${name} missing`);
    return row.id;
  };
  return {
    investor: user('investor@demo.test'),
    harbor: user('investor-admin@demo.test'),
    issuer: user('issuer@demo.test'),
    trustee: user('fid-admin@demo.test'),
    opportunity,
  };
}

export async function seedDemoEngagement(
  trx: Trx,
  fiduciaryId: string,
  deps: { storage: FileStorage; now?: number },
): Promise<void> {
  const now = deps.now ?? Date.now();
  const who = await ids(trx, fiduciaryId);
  await seedMeetings(trx, fiduciaryId, who, now);
  await seedEvents(trx, fiduciaryId, who, now);
  await seedResources(trx, fiduciaryId, deps.storage, who.trustee.id, now);
  await seedServiceRequests(trx, fiduciaryId, who, now);
}

type Who = Awaited<ReturnType<typeof ids>>;

async function seedMeetings(trx: Trx, fiduciaryId: string, who: Who, now: number) {
  const avery = { entity_id: who.investor.entity_id as string, requested_by: who.investor.id };
  const base = { fiduciary_id: fiduciaryId, duration_minutes: 30 };
  const iso = (d: Date) => d.toISOString();
  await trx
    .insertInto('meeting_request')
    .values([
      {
        ...base,
        ...avery,
        opportunity_id: who.opportunity('Northwind Series A'),
        proposed_times: [iso(at(now, 3, 15)), iso(at(now, 4, 17))],
        note: 'Walk through the unit economics and the hiring plan.',
        created_on: new Date(now - 2 * HOUR),
        modified_on: new Date(now - 2 * HOUR),
      },
      {
        ...base,
        ...avery,
        opportunity_id: who.opportunity('Northwind Series A Extension'),
        proposed_times: [iso(at(now, 5, 14)), iso(at(now, 6, 14)), iso(at(now, 7, 16))],
        duration_minutes: 45,
        note: 'Questions on the European expansion.',
        status: 'ACCEPTED',
        accepted_time: iso(at(now, 6, 14)),
        responded_by: who.issuer.id,
        created_on: new Date(now - 2 * DAY),
        modified_on: new Date(now - DAY),
      },
      {
        ...base,
        ...avery,
        opportunity_id: who.opportunity('Helio Grid Seed'),
        proposed_times: [iso(at(now, 2, 16))],
        note: 'Storage partner pipeline.',
        status: 'DECLINED',
        decline_reason: 'The founders are travelling this week; please propose times after the 15th.',
        created_on: new Date(now - 4 * DAY),
        modified_on: new Date(now - 3 * DAY),
      },
      {
        ...base,
        ...avery,
        opportunity_id: who.opportunity('Northwind Employee Tender'),
        proposed_times: [iso(at(now, 1, 13))],
        note: '',
        status: 'CANCELLED',
        created_on: new Date(now - 6 * DAY),
        modified_on: new Date(now - 5 * DAY),
      },
      {
        ...base,
        entity_id: who.harbor.entity_id as string,
        requested_by: who.harbor.id,
        opportunity_id: who.opportunity('Northwind Venture Debt'),
        proposed_times: [iso(at(now, 8, 15)), iso(at(now, 9, 15))],
        duration_minutes: 60,
        note: 'Covenants and the amortisation schedule.',
        created_on: new Date(now - 3 * HOUR),
        modified_on: new Date(now - 3 * HOUR),
      },
    ])
    .execute();
}

async function seedEvents(trx: Trx, fiduciaryId: string, who: Who, now: number) {
  const event = (
    title: string,
    description: string,
    day: number,
    hour: number,
    hours: number,
    place: { location?: string; url?: string },
    opportunity?: string,
  ) => ({
    fiduciary_id: fiduciaryId,
    title,
    description,
    starts_on: at(now, day, hour),
    ends_on: new Date(at(now, day, hour).getTime() + hours * HOUR),
    location: place.location ?? null,
    url: place.url ?? null,
    opportunity_id: opportunity ? who.opportunity(opportunity) : null,
    created_by: who.trustee.id,
  });
  await trx
    .insertInto('event')
    .values([
      event(
        'Northwind Robotics investor call',
        'The founders present the Series A and answer questions live.',
        4,
        16,
        1,
        { url: 'https://meet.digital-locker.example/northwind' },
        'Northwind Series A',
      ),
      event(
        'Clean energy roadshow',
        'Helio Grid Energy and two storage developers present their projects.',
        11,
        14,
        3,
        { location: 'Austin Convention Center, Room 4B' },
        'Helio Grid Seed',
      ),
      event('Year-end tax planning webinar', 'K-1 timing, state filings and what to send your advisor.', 18, 17, 1, {
        url: 'https://meet.digital-locker.example/tax-2026',
      }),
      event('Annual investor day', 'Portfolio review, new funds and an evening reception.', 32, 13, 6, {
        location: '100 Main Street, New York, NY',
      }),
      event('Private credit briefing', 'How senior secured venture debt behaves through a cycle.', -9, 15, 1, {
        url: 'https://meet.digital-locker.example/credit',
      }),
      event(
        'Cobalt Health portfolio update',
        'Quarterly update from the fund managers.',
        -21,
        16,
        1,
        { url: 'https://meet.digital-locker.example/cobalt' },
        'Cobalt Health Growth Fund',
      ),
    ])
    .execute();
}

async function seedResources(trx: Trx, fiduciaryId: string, storage: FileStorage, trusteeId: string, now: number) {
  const files = { trx, storage, fiduciaryId };
  const guide = await storeFile(
    files,
    'Investor Guide.pdf',
    await makeLetterPdf('Investor Guide', 'Investors of Demo Fiduciary Trust', [
      'How opportunities are listed, how NDAs and subscriptions are signed, and how payments are confirmed.',
      'Your fiduciary holds every position in your name and reports on it each quarter.',
    ]),
  );
  const tax = await storeFile(
    files,
    'Tax Documents FAQ.pdf',
    await makeLetterPdf('Tax Documents', 'Investors of Demo Fiduciary Trust', [
      'K-1s are issued by each fund by March 15; 1099s by January 31.',
      'Request corrected forms through a service request in the Documents category.',
    ]),
  );
  const row = (
    n: number,
    r: { title: string; description: string; category: string; file?: string; url?: string },
  ) => ({
    fiduciary_id: fiduciaryId,
    title: r.title,
    description: r.description,
    category: r.category,
    kind: r.file ? ('DOCUMENT' as const) : ('LINK' as const),
    file_id: r.file ?? null,
    url: r.url ?? null,
    created_by: trusteeId,
    created_on: new Date(now - (n + 1) * DAY),
  });
  await trx
    .insertInto('resource')
    .values([
      row(0, {
        title: 'Investor guide',
        description: 'Start here: how the platform works.',
        category: 'Guides',
        file: guide,
      }),
      row(1, {
        title: 'Tax documents FAQ',
        description: 'When K-1s and 1099s arrive and how to ask for corrections.',
        category: 'Tax',
        file: tax,
      }),
      row(2, {
        title: 'Subscription checklist',
        description: 'What to prepare before you sign a subscription.',
        category: 'Guides',
        file: guide,
      }),
      row(3, {
        title: 'IRS: Schedule K-1 instructions',
        description: 'The official instructions for partners.',
        category: 'Tax',
        url: 'https://www.irs.gov/forms-pubs/about-schedule-k-1-form-1065',
      }),
      row(4, {
        title: 'SEC: Accredited investor',
        description: 'Who qualifies, in the regulator’s words.',
        category: 'Regulation',
        url: 'https://www.sec.gov/resources-small-businesses/capital-raising-building-blocks/accredited-investors',
      }),
      row(5, {
        title: 'Investor.gov: private placements',
        description: 'Risks of private offerings explained for investors.',
        category: 'Regulation',
        url: 'https://www.investor.gov/introduction-investing/investing-basics/investment-products/private-investment-funds',
      }),
    ])
    .execute();
}

async function seedServiceRequests(trx: Trx, fiduciaryId: string, who: Who, now: number) {
  const request = async (
    r: {
      subject: string;
      category: string;
      description: string;
      status: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
    },
    entity: Who['investor'],
    daysAgo: number,
    comments: Array<[author: 'INVESTOR' | 'FIDUCIARY', body: string]>,
  ) => {
    const created = new Date(now - daysAgo * DAY);
    const row = await trx
      .insertInto('service_request')
      .values({
        fiduciary_id: fiduciaryId,
        entity_id: entity.entity_id as string,
        requested_by: entity.id,
        ...r,
        created_on: created,
        modified_on: new Date(created.getTime() + comments.length * HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (comments.length === 0) return;
    await trx
      .insertInto('service_request_comment')
      .values(
        comments.map(([type, body], n) => ({
          request_id: row.id,
          author_id: type === 'INVESTOR' ? entity.id : who.trustee.id,
          author_type: type,
          body,
          created_on: new Date(created.getTime() + (n + 1) * HOUR),
        })),
      )
      .execute();
  };
  await request(
    {
      subject: 'Update my mailing address',
      category: 'Account',
      description: 'Please send statements to 42 Harbor Lane, Portland, ME 04101 from next quarter.',
      status: 'OPEN',
    },
    who.investor,
    1,
    [],
  );
  await request(
    {
      subject: '2025 K-1 for Industrial Automation Fund I',
      category: 'Tax',
      description: 'My accountant needs the K-1 before March 1. Is an estimate available?',
      status: 'IN_PROGRESS',
    },
    who.investor,
    6,
    [
      ['INVESTOR', 'Adding: a draft would be enough for now.'],
      ['FIDUCIARY', 'We asked the fund administrator for a draft and will send it as soon as it arrives.'],
    ],
  );
  await request(
    {
      subject: 'Wire confirmation for Northwind Series A',
      category: 'Payments',
      description: 'Can you confirm the wire sent on the 3rd was received?',
      status: 'RESOLVED',
    },
    who.investor,
    12,
    [
      ['FIDUCIARY', 'Received on the 4th and acknowledged on your investment.'],
      ['INVESTOR', 'Thank you!'],
    ],
  );
  await request(
    {
      subject: 'Add a second signatory',
      category: 'Account',
      description: 'Our CFO should be able to sign subscriptions for Harbor Family Office.',
      status: 'CLOSED',
    },
    who.harbor,
    20,
    [['FIDUCIARY', 'Done: the CFO was invited as an investor admin.']],
  );
}
