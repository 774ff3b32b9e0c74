import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from './demo-callers.ts';
import { type Caller, otherTenant } from './documents-fixtures.ts';
import {
  AVERY,
  answers,
  CAPTABLE,
  closedDataRoomDocument,
  executedNdaFile,
  HARBOR,
  INVESTORS,
  PROVIDER,
  publicLogo,
  ROLES,
  type Role,
  STAFF,
  uploadAs,
} from './file-access-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * Issue 13 point 2: every route that reads a stored file by its id, walked with every demo role,
 * for five files. `GET static-assets/{id}` served another investor's executed NDA and a data-room
 * file behind an unexecuted NDA to every member of the tenant; the expected answers are the table.
 */

type Route = 'static-assets' | 'mydocuments' | 'investors/document' | 'public/branding-images';
type Case = 'averyExecutedNda' | 'harborExecutedNda' | 'closedDataRoom' | 'ownUpload' | 'publicLogo' | 'otherTenant';

/** Members of the demo tenant without an investor role: the investor routes refuse them (403). */
const NOT_INVESTORS: readonly Role[] = [...STAFF, 'issuer', ...CAPTABLE];
/** The investor routes for a file that is no investor's document: 404 to investors, 403 to the rest. */
const INVESTOR_ROUTE_MISSING = answers(404, [NOT_INVESTORS, 403]);
const NOT_A_LOGO = answers(404);

const EXPECTED: Record<Case, Record<Route, Record<Role, number>>> = {
  averyExecutedNda: {
    'static-assets': answers(404, [STAFF, 200], [AVERY, 200]),
    mydocuments: answers(404, [NOT_INVESTORS, 403], [AVERY, 200]),
    'investors/document': INVESTOR_ROUTE_MISSING,
    'public/branding-images': NOT_A_LOGO,
  },
  harborExecutedNda: {
    'static-assets': answers(404, [STAFF, 200], [HARBOR, 200]),
    mydocuments: answers(404, [NOT_INVESTORS, 403], [HARBOR, 200]),
    'investors/document': INVESTOR_ROUTE_MISSING,
    'public/branding-images': NOT_A_LOGO,
  },
  closedDataRoom: {
    'static-assets': answers(404, [STAFF, 200]),
    // The data room of a discoverable opportunity says it is closed until the NDA is executed.
    mydocuments: answers(404, [NOT_INVESTORS, 403], [INVESTORS, 403]),
    'investors/document': INVESTOR_ROUTE_MISSING,
    'public/branding-images': NOT_A_LOGO,
  },
  ownUpload: {
    // Each caller's own upload, in the fiduciary they are logged in to (the provider's home for provider staff).
    'static-assets': answers(200),
    mydocuments: answers(403, [INVESTORS, 404]),
    'investors/document': answers(403, [INVESTORS, 404]),
    'public/branding-images': NOT_A_LOGO,
  },
  publicLogo: {
    'static-assets': answers(200, [PROVIDER, 404]),
    mydocuments: INVESTOR_ROUTE_MISSING,
    'investors/document': INVESTOR_ROUTE_MISSING,
    'public/branding-images': answers(200),
  },
  otherTenant: {
    'static-assets': answers(404),
    mydocuments: INVESTOR_ROUTE_MISSING,
    'investors/document': INVESTOR_ROUTE_MISSING,
    'public/branding-images': NOT_A_LOGO,
  },
};

let d: DemoApp<Role>, t: TestApp, otherFid: string;
let dataRoomDoc: { id: string; opportunity_id: string | null };
const files = {} as Record<Exclude<Case, 'ownUpload'>, string>;
const ownUploads = {} as Record<Role, string>;

beforeAll(async () => {
  d = await demoApp(...ROLES);
  t = d.t;
  const other = await otherTenant(t);
  otherFid = other.fid;
  files.averyExecutedNda = await executedNdaFile(t, 'Avery Investor');
  files.harborExecutedNda = await executedNdaFile(t, 'Harbor Family Office LLC');
  const closed = await closedDataRoomDocument(t);
  files.closedDataRoom = closed.file_id;
  dataRoomDoc = closed;
  files.publicLogo = await publicLogo(t, d.fid);
  files.otherTenant = other.fileId;
  for (const role of ROLES) ownUploads[role] = await uploadAs(t, d[role]);
}, 120_000);
afterAll(() => t.close());

function urlOf(route: Route, fid: string, fileId: string): string {
  if (route === 'public/branding-images') return `/api/v1/public/branding-images/${fileId}`;
  if (route === 'investors/document') return `/api/v1/fid/${fid}/investors/document/${fileId}`;
  return `/api/v1/fid/${fid}/${route}/${fileId}`;
}

async function walk(kase: Case, route: Route, fid: (who: Caller) => string = () => d.fid) {
  const actual = {} as Record<Role, number>;
  for (const role of ROLES) {
    const who = d[role];
    const fileId = kase === 'ownUpload' ? ownUploads[role] : files[kase];
    const headers = route === 'public/branding-images' ? {} : who.headers;
    const res = await t.app.inject({ url: urlOf(route, fid(who), fileId), headers });
    actual[role] = res.statusCode;
    if (res.statusCode === 200 && route === 'static-assets') expect(res.rawPayload.length).toBeGreaterThan(0);
  }
  return actual;
}

describe('reading a stored file: one access decision for every route and role', () => {
  for (const kase of Object.keys(EXPECTED) as Case[]) {
    for (const route of Object.keys(EXPECTED[kase]) as Route[]) {
      it(`${kase}: GET ${route}`, async () => {
        const fid = kase === 'ownUpload' ? (who: Caller) => who.fid : undefined;
        expect(await walk(kase, route, fid)).toEqual(EXPECTED[kase][route]);
      });
    }
  }

  it("issuer staff read their own company's documents, not another company's", async () => {
    const own = await t.db
      .selectFrom('document as d')
      .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
      .innerJoin('membership as m', 'm.issuer_id', 'o.issuer_id')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select('d.file_id')
      .where('u.email', '=', 'issuer@demo.test')
      .where('d.doc_class', '=', 'DATA_ROOM')
      .executeTakeFirstOrThrow();
    const read = (fileId: string) =>
      t.app.inject({ url: urlOf('static-assets', d.fid, fileId), headers: d.issuer.headers });
    expect((await read(own.file_id)).statusCode).toBe(200);
    expect((await read(files.closedDataRoom)).statusCode).toBe(404);
  });

  it("a co-member's attachment to the entity's answers, and only to that entity's members", async () => {
    const attachment = ownUploads.investorAdmin;
    const read = (who: Role) =>
      t.app.inject({ url: urlOf('static-assets', d.fid, attachment), headers: d[who].headers });
    expect((await read('viewer')).statusCode).toBe(404);
    // Avery names Harbor's upload in Avery's own answers: still not Avery's to read.
    const answerWith = (entity: string | null) =>
      t.db
        .updateTable('nda')
        .set({ pre_form_response: JSON.stringify({ attachments: [attachment] }) })
        .where('entity_id', '=', entity as string)
        .execute();
    await answerWith(d.investor.entityId);
    expect((await read('investor')).statusCode).toBe(404);
    await answerWith(d.viewer.entityId);
    expect((await read('viewer')).statusCode).toBe(200);
    expect((await read('investor')).statusCode).toBe(404);
  });

  it("another tenant's file stays missing when asked for under that tenant's path", async () => {
    expect(await walk('otherTenant', 'static-assets', () => otherFid)).toEqual(answers(404));
  });
});

/** The same closed data-room file named by its document, on every route that reads a document. */
const BY_RECORD: Record<string, { url: () => string; expected: Record<Role, number> }> = {
  'mydocuments/{docId}': {
    url: () => `/api/v1/fid/${d.fid}/mydocuments/${dataRoomDoc.id}`,
    expected: answers(404, [NOT_INVESTORS, 403], [INVESTORS, 403]),
  },
  'investors/document/{docId}': {
    url: () => `/api/v1/fid/${d.fid}/investors/document/${dataRoomDoc.id}`,
    expected: INVESTOR_ROUTE_MISSING,
  },
  'fiduciary-documents/{docId}': {
    url: () => `/api/v1/fid/${d.fid}/fiduciary-documents/${dataRoomDoc.id}`,
    expected: INVESTOR_ROUTE_MISSING,
  },
  'issuers/opportunities/{id}/documents/{docId}/versions/{versionId}/file': {
    url: () =>
      `/api/v1/fid/${d.fid}/issuers/opportunities/${dataRoomDoc.opportunity_id}/documents/${dataRoomDoc.id}/versions/${dataRoomDoc.id}/file`,
    // The issuer portal refuses members who are not issuer staff; another company's document is missing.
    expected: answers(403, [PROVIDER, 404], [['issuer'], 404]),
  },
};

describe('a closed data-room file named by its document', () => {
  for (const [route, { url, expected }] of Object.entries(BY_RECORD)) {
    it(`GET ${route}`, async () => {
      const actual = {} as Record<Role, number>;
      for (const role of ROLES)
        actual[role] = (await t.app.inject({ url: url(), headers: d[role].headers })).statusCode;
      expect(actual).toEqual(expected);
    });
  }
});
