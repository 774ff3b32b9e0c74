import { errorSchema } from '@dl/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, FieldErrorsError } from '../lib/app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Routes declare their error answers with the contracts' errorSchema, which the serializer applies.
  const schema = { response: { 400: errorSchema, 409: errorSchema } };
  app.get('/refused', { schema }, async () => {
    throw new AppError('CONFLICT', 'Sign the NDA before indicating interest.', 'NDA_NOT_SIGNED');
  });
  app.get('/conflict', { schema }, async () => {
    throw new AppError('CONFLICT', 'Something changed.');
  });
  app.get('/form', async () => {
    throw new FieldErrorsError({ name: 'Name is required', email: 'Email is not valid email' });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('sends the domain reason beside the HTTP code', async () => {
    const res = await app.inject({ url: '/refused' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Sign the NDA before indicating interest.',
      code: 'CONFLICT',
      reason: 'NDA_NOT_SIGNED',
    });
  });

  it('sends no reason when the error names no business rule', async () => {
    const res = await app.inject({ url: '/conflict' });
    expect(res.json()).toEqual({ detail: 'Something changed.', code: 'CONFLICT' });
  });

  it('sends the field messages of a refused form answer', async () => {
    const res = await app.inject({ url: '/form' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Name is required',
      code: 'BAD_REQUEST',
      errors: { name: 'Name is required', email: 'Email is not valid email' },
    });
  });

  it('takes only a code of the catalogue as the reason', () => {
    // @ts-expect-error a reason must be a code of the contracts' catalogue (checked by the typecheck)
    const error = new AppError('CONFLICT', 'Refused.', 'NOT_IN_THE_CATALOGUE');
    expect(error.status).toBe(409);
  });
});
