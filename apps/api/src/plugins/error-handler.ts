import type { ErrorBody } from '@dl/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, FieldErrorsError } from '../lib/app-error.ts';

/** The answer of a thrown AppError: `reason` when it names a business rule, `errors` for a form answer. */
function appErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { detail: error.message, code: error.code };
  if (error.reason) body.reason = error.reason;
  if (error instanceof FieldErrorsError) body.errors = error.errors;
  return body;
}

/**
 * One error handler for the whole API: every error answers {detail, code} (errorBodySchema of the
 * contracts). Validation errors name the field and the rule's message; a 5xx says only "Internal
 * Server Error" and the cause goes to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(appErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = first?.message ?? 'Invalid request';
      const detail = field ? `${field}: ${message}` : message;
      return reply.status(400).send({ detail, code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Please try again later.', code: 'TOO_MANY_REQUESTS' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal Server Error', code: 'INTERNAL' });
  });
}
