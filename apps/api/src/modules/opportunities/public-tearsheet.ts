import { PUBLIC_TEARSHEET_NOT_FOUND, publicTearsheetRoute, type Tearsheet } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { assertNotThrottled, countFailure } from '../invitations/index.ts';
import { findPublicTearsheetRow } from './public-tearsheet.repository.ts';
import { toTearsheet } from './tearsheet.service.ts';

/**
 * Spec 2 public tearsheet without a token (ADR 0033): the host's tenant's opportunity whose issuer
 * marked its tearsheet public, while Published. Unknown, private, unpublished and another tenant's
 * ids are one 404 with the same words; misses count against the caller's IP like a wrong code
 * (ADR 0023), so an IP that keeps guessing is refused with 429.
 */
async function getPublicTearsheet(ctx: AppContext, host: string, id: string, ip: string): Promise<Tearsheet> {
  await assertNotThrottled(ctx, ip);
  const row = await findPublicTearsheetRow(ctx.db, host.toLowerCase(), id);
  if (!row) {
    await countFailure(ctx, 'public-tearsheet', ip);
    throw notFound(PUBLIC_TEARSHEET_NOT_FOUND);
  }
  return toTearsheet(row);
}

/** Registered outside the tenant guard: no token is read. */
export function publicOpportunityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...publicTearsheetRoute,
    handler: (req) => getPublicTearsheet(ctx, req.hostname, req.params.id, req.ip),
  });
}
