import { randomBytes } from 'node:crypto';
import { type Orm, User } from '@portal/gateway/exports/db';

/** Inserts `count` members through the ORM, as the portal itself stores them. */
export async function insertMembers(orm: Orm, count: number): Promise<void> {
  const em = orm.em.fork();
  for (let index = 0; index < count; index += 1) {
    const id = randomBytes(4).toString('hex');
    em.create(User, {
      fullName: `Test Member ${id}`,
      username: `member-${id}`,
      email: `member-${id}@example.org`,
      passwordHash: 'not-a-real-hash',
    });
  }
  await em.flush();
}
