import { DOMAIN_ERROR_CODES, DOMAIN_ERRORS } from '@dl/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#api/lib/app-error.ts';
import { registerErrorHandler } from '#api/plugins/error-handler.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 while the database is reachable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('API docs', () => {
  it('serves OpenAPI 3 generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/fid/login'].post).toBeDefined();
    expect(doc.paths['/api/v1/fid/{fidId}/profile'].get).toBeDefined();
  });

  it('documents the domain reason of an error answer once, with the catalogue and its descriptions', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const invest = doc.paths['/api/v1/fid/{fidId}/investors/entity/{entityId}/opportunities/{id}/investment'].post;
    const conflict = invest.responses['409'].content['application/json'].schema;
    expect(conflict.properties.reason).toEqual({ allOf: [{ $ref: '#/components/schemas/DomainErrorCode' }] });
    expect(conflict.required).toEqual(['detail', 'code']);
    expect(Object.keys(doc.components.schemas)).toEqual(['DomainErrorCode']);
    expect(doc.components.schemas.DomainErrorCode).toMatchObject({
      type: 'string',
      enum: DOMAIN_ERROR_CODES,
      'x-enumDescriptions': DOMAIN_ERRORS,
    });
  });
});

describe('errors', () => {
  it('answers {detail, code} with a request id, and 5xx without internals', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    app.get('/conflict', async () => {
      throw new AppError('CONFLICT', 'This NDA is already signed.');
    });
    const boom = await app.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ detail: 'Internal Server Error', code: 'INTERNAL' });
    const conflict = await app.inject({ url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'This NDA is already signed.', code: 'CONFLICT' });
    await app.close();
  });

  it('answers JSON 404 for unknown API paths and echoes the request id', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'NOT_FOUND' });
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeDefined();
  });
});
