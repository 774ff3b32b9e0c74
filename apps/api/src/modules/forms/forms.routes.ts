import {
  fidAdminGetFormResponseRoute,
  getFormResponseRoute,
  getFormTemplateRoute,
  listSectionsRoute,
  revealFormValueRoute,
  saveFormResponseRoute,
  submitFormRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { entityAccess, requireStaff } from '#api/plugins/guards/index.ts';
import type { ResponseListener } from './listeners.ts';
import { getFormResponse, readResponseAsStaff, revealValue, storeResponse } from './responses.service.ts';
import { formTemplate, syncFormTemplates } from './templates.service.ts';

/**
 * Form templates, the entity's responses (draft, submit, reveal) and the staff's read (ADR 0020).
 * `listeners` react to every saved response in its transaction (the invitations follow KYC).
 */
export function formRoutes(
  app: FastifyZodInstance,
  ctx: AppContext,
  listeners: readonly ResponseListener[] = [],
): void {
  // The domain's templates are published (a new version when one changed) before the API serves.
  app.addHook('onReady', () => syncFormTemplates(ctx.db));

  app.route({
    ...getFormTemplateRoute,
    handler: async (req) => ({ data: await formTemplate(ctx, req.params.formId) }),
  });

  app.route({
    ...listSectionsRoute,
    handler: async (req) => {
      const template = await formTemplate(ctx, req.query.form_id);
      const results = [...template.sections];
      return { form_id: req.query.form_id, version: template.version, count: results.length, results };
    },
  });

  app.route({
    ...getFormResponseRoute,
    handler: async (req) => getFormResponse(ctx, await entityAccess(ctx, req, req.query.entity_id), req.params.formId),
  });

  // A draft and a submission differ only in the status they store (and the engine's check).
  for (const [route, status] of [
    [saveFormResponseRoute, 'DRAFT'],
    [submitFormRoute, 'SUBMITTED'],
  ] as const) {
    app.route({
      ...route,
      handler: async (req) =>
        storeResponse(ctx, {
          access: await entityAccess(ctx, req, req.body.entity_id, { act: true }),
          formId: req.params.formId,
          response: req.body.response,
          status,
          listeners,
        }),
    });
  }

  app.route({
    ...revealFormValueRoute,
    handler: async (req) =>
      revealValue(
        ctx,
        await entityAccess(ctx, req, req.body.entity_id, { act: true }),
        req.params.formId,
        req.body.field,
      ),
  });

  app.route({
    ...fidAdminGetFormResponseRoute,
    handler: async (req) => {
      const staff = requireStaff(req, 'kyc.read_answers');
      return readResponseAsStaff(ctx, staff.fiduciaryId, req.params.formId, req.params.entityId);
    },
  });
}
