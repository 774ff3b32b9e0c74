import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { captableHoldersRoutes } from './captable-holders/index.ts';
import { captableOcfRoutes } from './captable-ocf/index.ts';
import { captableSecuritiesRoutes } from './captable-securities/index.ts';
import { captableSetupRoutes } from './captable-setup/index.ts';
import { captableViewsRoutes } from './captable-views/index.ts';

/** Every tenant-scoped route of the cap-table portal (issue 17, ADR 0032), one line per module. */
export function captableRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  captableSetupRoutes(app, ctx);
  captableSecuritiesRoutes(app, ctx);
  captableViewsRoutes(app, ctx);
  captableHoldersRoutes(app, ctx);
  captableOcfRoutes(app, ctx);
}
