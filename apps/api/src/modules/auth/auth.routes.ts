import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import {
  adminLoginRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  refreshRoute,
  resetPasswordRoute,
  setPasswordRoute,
  tokenExchangeRoute,
  verifyOtpRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import { requirePrincipal } from '#api/plugins/guards/index.ts';
import { login, verifyOtp } from './login.ts';
import { completePasswordToken, RESET_REQUESTED, requestPasswordReset } from './password-reset.ts';
import { logout, rotateRefresh } from './refresh.ts';
import type { ClientInfo } from './session.ts';
import { ThrottledError } from './throttle.ts';

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Runs a throttled call; a 429 of the throttle carries `Retry-After` (seconds). */
async function throttled<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ThrottledError) reply.header('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

export function authRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...loginRoute,
    handler: (req, reply) =>
      throttled(reply, () => login(ctx, { ...req.body, client: clientOf(req), providerOnly: false })),
  });
  app.route({
    ...adminLoginRoute,
    handler: (req, reply) =>
      throttled(reply, () => login(ctx, { ...req.body, client: clientOf(req), providerOnly: true })),
  });
  app.route({
    ...verifyOtpRoute,
    handler: (req, reply) =>
      throttled(reply, () =>
        verifyOtp(ctx, { otpToken: req.body.otp_token, code: req.body.code, client: clientOf(req) }),
      ),
  });
  app.route({
    ...refreshRoute,
    handler: (req) => rotateRefresh(ctx, { refresh: req.body.refresh, client: clientOf(req) }),
  });
  app.route({
    ...tokenExchangeRoute,
    handler: (req) => {
      const principal = requirePrincipal(req);
      const { refresh, fiduciary_id, role, entity_id } = req.body;
      return rotateRefresh(ctx, {
        refresh,
        client: clientOf(req),
        userId: principal.userId,
        switchTo: { fiduciary_id, role: role ?? principal.claims.current_role, entity_id: entity_id ?? null },
      });
    },
  });
  app.route({
    ...logoutRoute,
    handler: async (req, reply) => {
      await logout(ctx, req.body.refresh);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...forgotPasswordRoute,
    handler: async (req, reply) => {
      await requestPasswordReset(ctx, req.body.email);
      return reply.status(202).send({ detail: RESET_REQUESTED });
    },
  });
  app.route({
    ...resetPasswordRoute,
    handler: async (req) => {
      await completePasswordToken(ctx, { ...req.body, kind: 'reset' });
      return { detail: 'Your password has been reset. You can log in now.' };
    },
  });
  app.route({
    ...setPasswordRoute,
    handler: async (req) => {
      await completePasswordToken(ctx, { ...req.body, kind: 'set' });
      return { detail: 'Your password has been set. You can log in now.' };
    },
  });
}
