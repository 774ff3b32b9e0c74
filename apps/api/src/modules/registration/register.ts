import { randomUUID } from 'node:crypto';
import type { AuthUser, RegisterBody } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { hashPassword } from '#api/platform/passwords.ts';
import { LINK_INVALID } from '../auth/index.ts';
import { newOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { moveInvitation, resolveCode } from '../invitations/index.ts';
import { enqueueJob } from '#api/platform/jobs/index.ts';
import { PREPARE_ACCOUNT_JOB } from './prepare-account-job.ts';
import { RegisterValidationError, registerProblems } from './register-validation.ts';
import { emailTaken, insertUser, lockUnusedInvitation } from './registration.repository.ts';

const ACCOUNT_EXISTS = 'An account with this e-mail already exists. Please log in.';
/** The one-time login token of the `auth-token` header lives long enough for the 28 s of retries. */
const LOGIN_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * POST register (spec 7): the invited person creates their account with the invitation's single-use
 * code. The user row is created now; memberships and the investing entity are prepared by a job
 * (so a login right after may fail for a moment, spec 4). The answer's `auth-token` is a one-time
 * token to exchange for a session once the account is ready (ADR 0023).
 */
export async function register(
  ctx: AppContext,
  args: { fiduciaryId: string; body: RegisterBody; ip: string },
): Promise<{ user: AuthUser; authToken: string }> {
  const { body } = args;
  const invitation = await resolveCode(ctx, { fiduciaryId: args.fiduciaryId, code: body.code, ip: args.ip });
  const problems = registerProblems(body);
  if (Object.keys(problems).length) throw new RegisterValidationError(problems);
  if (await emailTaken(ctx.db, invitation.email)) throw new AppError('CONFLICT', ACCOUNT_EXISTS, 'ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(body.password);
  const login = newOpaqueToken();
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const row = await lockUnusedInvitation(trx, invitation.id);
      if (!row) throw new AppError('BAD_REQUEST', LINK_INVALID, 'LINK_INVALID');
      const now = new Date();
      const created = await insertUser(trx, {
        email: row.email,
        password_hash: passwordHash,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      });
      await moveInvitation(trx, row, {
        event: 'register',
        actorUserId: created.id,
        patch: {
          code_used_on: now,
          registered_on: now,
          opened_on: row.opened_on ?? now,
          user_id: created.id,
          login_token_hash: login.hash,
          login_token_expires_on: new Date(Date.now() + LOGIN_TOKEN_TTL_SECONDS * 1000),
        },
        data: { user_id: created.id },
      });
      await enqueueJob(trx, {
        kind: PREPARE_ACCOUNT_JOB,
        payload: { invitation_id: row.id },
        fiduciary_id: row.fiduciary_id,
      });
      return created;
    });
    return { user, authToken: login.token };
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'app_user_email_key') {
      throw new AppError('CONFLICT', ACCOUNT_EXISTS, 'ACCOUNT_EXISTS');
    }
    throw err;
  }
}
