import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, type SecWorld, secWorld } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { createOpportunity } from './opportunities-fixtures.ts';

/** A security from a deal (issue 17 point 8) shows the investment's signed documents beside its certificate. */

let t: TestApp, w: SecWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t);
}, 120_000);
afterAll(() => t.close());

async function storedFile(name: string): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('stored_file')
    .values({
      id,
      fiduciary_id: w.fid,
      uploaded_by: null,
      name,
      mime_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      storage_key: `${w.fid}/${id}`,
    })
    .execute();
  return id;
}

describe('documents of a security from a deal', () => {
  it('lists the signed and countersigned deal documents, then the certificate once issued', async () => {
    const opportunity = await createOpportunity(t.db, w.fid, w.issuerId, { name: 'Seed Round' });
    const entity = await t.db
      .insertInto('investing_entity')
      .values({ fiduciary_id: w.fid, name: 'Cy Family Trust', type: 'ENTITY', trellis_uid: 'ENT-CY1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signed = await storedFile('Subscription agreement (signed).pdf');
    const countersigned = await storedFile('Subscription agreement (countersigned).pdf');
    const investment = await t.db
      .insertInto('investment')
      .values({
        fiduciary_id: w.fid,
        opportunity_id: opportunity.id,
        entity_id: entity.id,
        user_id: w.members.captable_editor.userId,
        amount: '50000.00',
        status: 'DEAL_EXECUTED',
        signed_file_id: signed,
        countersigned_file_id: countersigned,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The deal's draft (what the deal -> ledger step writes).
    await t.db
      .insertInto('cap_security')
      .values({
        cap_table_id: w.capTableId,
        id: 'CS-900',
        kind: 'CS',
        status: 'draft',
        stakeholder_id: 'SH-3',
        class_id: 'CLS-1',
        quantity: '50000',
        price: '1',
        issue_date: D,
        investment_id: investment.id,
        details: JSON.stringify({
          security_law_exemptions: [{ description: 'Reg D 506(b)', jurisdiction: 'US' }],
          legends_none: true,
        }),
      })
      .execute();
    const draft = await w.detail('CS-900');
    expect(draft.investment_id).toBe(investment.id);
    expect(draft.documents).toEqual([
      { name: 'Subscription agreement (signed).pdf', file_id: signed, kind: 'signed_deal_document' },
      {
        name: 'Subscription agreement (countersigned).pdf',
        file_id: countersigned,
        kind: 'countersigned_deal_document',
      },
    ]);
    await w.issue('CS-900');
    const issued = await w.detail('CS-900');
    expect(issued.documents.map((d) => d.kind)).toEqual([
      'certificate',
      'signed_deal_document',
      'countersigned_deal_document',
    ]);
  });
});
