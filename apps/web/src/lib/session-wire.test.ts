// @vitest-environment node
import { accessClaimsSchema, refreshRoute, sessionSchema } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { FID_ID, session } from '../test/factories.ts';
import { expectSameAsSchema } from '../test/wire-cases.ts';
import { REFRESH_ENDPOINT } from './api-client.ts';
import { parseAccessClaims, parseSession, parseTokenPair } from './session-wire.ts';

const ENTITY = { id: FID_ID, trellis_uid: 'TU-9', name: 'Harbor LLC', type: 'ENTITY' };

describe('session parsers (the contract without zod)', () => {
  it('accept and drop exactly what sessionSchema does', () => {
    const base = session();
    const withEntities = {
      ...base,
      permissions: [
        { ...base.permissions[0], entities: [ENTITY], investor_admin_entities: [ENTITY], viewer_entities: [ENTITY] },
      ],
    };
    expectSameAsSchema(parseSession, sessionSchema, [base, withEntities]);
  });

  it('accept and drop exactly what accessClaimsSchema does', () => {
    const claims = {
      sub: 'user-1',
      tenant: 'demo',
      current_fiduciary_id: FID_ID,
      current_entity_id: null,
      current_role: 'fiduciary_investor',
    };
    expectSameAsSchema(parseAccessClaims, accessClaimsSchema, [claims, { ...claims, current_entity_id: 'e-1' }]);
  });

  it("read the refresh answer as refreshRoute's schema does, from refreshRoute's address", () => {
    expectSameAsSchema(parseTokenPair, refreshRoute.schema.response[200], [{ access: 'a.b.c', refresh: 'r-2' }]);
    expect(REFRESH_ENDPOINT).toEqual({ method: refreshRoute.method, url: refreshRoute.url });
  });
});
