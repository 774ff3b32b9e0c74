import { AUTH_TOKEN_HEADER, registerLoginRoute, registerRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { register } from './register.ts';
import { loginAfterRegister } from './register-login.ts';
import { RegisterValidationError } from './register-validation.ts';

/** Public: the invited person registers and is signed in once the account is prepared. */
export function registrationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...registerRoute,
    handler: async (req, reply) => {
      try {
        const { user, authToken } = await register(ctx, { fiduciaryId: req.params.fidId, body: req.body, ip: req.ip });
        return reply.status(201).header(AUTH_TOKEN_HEADER, authToken).send({ user });
      } catch (err) {
        if (!(err instanceof RegisterValidationError)) throw err;
        return reply.status(400).send({ detail: err.message, code: 'BAD_REQUEST', errors: err.errors });
      }
    },
  });
  app.route({
    ...registerLoginRoute,
    handler: (req) =>
      loginAfterRegister(ctx, {
        fiduciaryId: req.params.fidId,
        token: req.body.token,
        client: { ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
      }),
  });
}
