import { randomUUID } from 'node:crypto';
import type { Db } from '#api/db/database.ts';
import { hashPassword } from '#api/platform/passwords.ts';

/** Small factories for rows a test needs beyond the demo data. */

export async function createFiduciary(
  db: Db,
  overrides: { name?: string; host?: string; branding?: object; mpid?: string } = {},
) {
  const slug = `fid-${randomUUID().slice(0, 8)}`;
  const row = await db
    .insertInto('fiduciary')
    .values({
      slug,
      name: overrides.name ?? `Fiduciary ${slug}`,
      mpid: overrides.mpid ?? null,
      branding: JSON.stringify(overrides.branding ?? {}),
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  if (overrides.host)
    await db.insertInto('fiduciary_host').values({ host: overrides.host, fiduciary_id: row.id }).execute();
  return row;
}

export async function createUser(
  db: Db,
  options: {
    email?: string;
    password?: string;
    memberships: Array<{ fiduciary_id: string; role: string; entity?: boolean }>;
  },
) {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@test.example`;
  const user = await db
    .insertInto('app_user')
    .values({
      email,
      password_hash: await hashPassword(options.password ?? 'Demo!2345'),
      first_name: 'Test',
      last_name: 'User',
      trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      profile_details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of options.memberships) {
    const entity = m.entity
      ? await db
          .insertInto('investing_entity')
          .values({
            fiduciary_id: m.fiduciary_id,
            name: 'Test Entity',
            type: 'INDIVIDUAL',
            trellis_uid: `ENT-${randomUUID().slice(0, 13)}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    await db
      .insertInto('membership')
      .values({ fiduciary_id: m.fiduciary_id, user_id: user.id, role: m.role, entity_id: entity?.id ?? null })
      .execute();
  }
  return { id: user.id, email };
}
