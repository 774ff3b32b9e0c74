import { rolesFor } from '@dl/domain';
import type { Db } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import { NOT_PERMITTED } from './messages.ts';

/** Provider admins publish system notifications; the membership is read from the database, not trusted from the token. */
export async function requirePublisher(db: Db, userId: string): Promise<void> {
  const row = await db
    .selectFrom('membership')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', 'in', rolesFor('system_notifications.publish'))
    .executeTakeFirst();
  if (!row) throw new AppError('FORBIDDEN', NOT_PERMITTED);
}
