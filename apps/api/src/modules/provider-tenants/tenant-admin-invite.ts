import type { Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { createPasswordToken } from '../auth/index.ts';

/**
 * The tenant's own address: its host with the scheme (and, for a host given without one, the port)
 * of PUBLIC_URL; PUBLIC_URL itself when the tenant has no host yet.
 */
function tenantBaseUrl(publicUrl: string, host: string | null): string {
  if (!host) return publicUrl.replace(/\/$/, '');
  const url = new URL(publicUrl);
  url.hostname = host;
  return url.origin;
}

/**
 * E-mails the tenant's first administrator: an account without a password gets a set-password link
 * (a week, ADR 0002) on the tenant's host, a known one a note that the role was added. The text is the
 * platform's; the link goes through the outbox, never the log.
 */
export async function inviteTenantAdmin(
  ctx: AppContext,
  trx: Executor,
  args: {
    tenant: { id: string; name: string; host: string | null };
    user: { id: string; email: string; first_name: string; hasPassword: boolean };
  },
): Promise<void> {
  const base = tenantBaseUrl(ctx.config.PUBLIC_URL, args.tenant.host);
  const lines = [`You are the administrator of ${args.tenant.name} on Digital Locker.`, ''];
  if (args.user.hasPassword) {
    lines.push(`Sign in at ${base}/fid-admin/ with your existing password.`);
  } else {
    const token = await createPasswordToken(trx, args.user.id, 'set');
    lines.push('To sign in, choose a password for your account within 7 days:');
    lines.push(`${base}/pages/set-password#token=${token}`);
  }
  await enqueueEmail(trx, {
    fiduciary_id: args.tenant.id,
    to_address: args.user.email,
    subject: `Your ${args.tenant.name} workspace on Digital Locker`,
    kind: args.user.hasPassword ? 'tenant_admin_added' : 'tenant_admin_invite',
    body_text: [`Hello ${args.user.first_name || args.user.email},`, '', ...lines].join('\n'),
  });
}
