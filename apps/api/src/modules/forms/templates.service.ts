import { FORM_TEMPLATES, type FormTemplate } from '@dl/domain';
import type { Db, Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import {
  latestTemplate,
  publish as publishTemplate,
  syncFormTemplates as syncTemplateRows,
} from './templates.repository.ts';

/**
 * Publishes the domain's templates (a new version only when one changed) before the API serves.
 * Idempotent and safe to run from several processes at once.
 */
export function syncFormTemplates(
  db: Db,
  templates: Readonly<Record<string, FormTemplate>> = FORM_TEMPLATES,
): Promise<void> {
  return syncTemplateRows(db, templates);
}

/** Publishes one template body if it differs from the latest version; returns the latest version. */
export function publish(db: Executor, formId: string, template: FormTemplate): Promise<number> {
  return publishTemplate(db, formId, template);
}

/** The latest version of a form; 404 when the form id is unknown. */
export function formTemplate(ctx: AppContext, formId: string): Promise<FormTemplate> {
  return latestTemplate(ctx.db, formId);
}
