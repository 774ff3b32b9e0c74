import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { docsContentSecurityPolicy } from './security-headers.ts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Schemas registered under an id (the domain error codes of the contracts) become components the
 * routes refer to. The registry yields an input and an output twin of each; keep those referred to.
 * The document is the fresh object jsonSchemaTransformObject built, so it is trimmed in place.
 */
function withReferencedComponents(document: OpenApiDocument): OpenApiDocument {
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas } = document.components;
  const paths = JSON.stringify(document.paths ?? {});
  for (const id of Object.keys(schemas)) {
    if (!paths.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
  }
  return document;
}

/** OpenAPI 3 generated from the same zod schemas the routes validate with; UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Digital Locker API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withReferencedComponents(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsContentSecurityPolicy,
  });
}
