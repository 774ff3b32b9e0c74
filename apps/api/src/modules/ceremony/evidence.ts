import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import type { SignerIdentity } from '#api/platform/signing/index.ts';
import { findSignerUser } from './ceremony.repository.ts';

/** Stored with the session (signing_session.evidence) and printed on the certificate page. */
export interface Evidence {
  name: string;
  email: string;
  ip: string;
  user_agent: string;
}

export async function signerOf(db: Executor, userId: string): Promise<{ name: string; email: string }> {
  const user = await findSignerUser(db, userId);
  return { name: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email };
}

/** Who signs, from where: the user's name and e-mail, the request's IP and user agent. */
export async function collectEvidence(db: Executor, userId: string, request: FastifyRequest): Promise<Evidence> {
  const signer = await signerOf(db, userId);
  const agent = request.headers['user-agent'];
  return { ...signer, ip: request.ip, user_agent: (typeof agent === 'string' ? agent : '').slice(0, 500) };
}

export function toSignerIdentity(evidence: Evidence): SignerIdentity {
  return { name: evidence.name, email: evidence.email, ip: evidence.ip, userAgent: evidence.user_agent || 'unknown' };
}
