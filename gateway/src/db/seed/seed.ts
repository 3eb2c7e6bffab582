import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/auth/password.js';
import { PracticeArea } from '../../modules/practice-areas/practice-area.entity.js';
import { PRACTICE_AREAS } from '../../modules/practice-areas/practice-areas.data.js';
import { normalizeEmail } from '../../modules/users/normalize-email.js';
import { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

// Serialises concurrent seeders (two processes starting at once) on one transaction-level lock.
const SEED_LOCK_KEY = 4_207_202_611;

const DEMO_JOINED_AT = Date.UTC(2024, 0, 8, 9, 0, 0);
const MEMBER_JOIN_INTERVAL_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with the reference practice areas and the demo data: one account per
 * role and about forty members. Does nothing to a table that already has rows, so it is safe to
 * run at every start.
 */
export async function seedIfEmpty(orm: MikroORM): Promise<{ seeded: boolean }> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    const areasMissing = (await em.count(PracticeArea)) === 0;
    const usersMissing = (await em.count(User)) === 0;
    if (areasMissing) seedPracticeAreas(em);
    if (usersMissing) await seedUsers(em);
    return { seeded: areasMissing || usersMissing };
  });
}

function seedPracticeAreas(em: EntityManager): void {
  PRACTICE_AREAS.forEach((area, position) => {
    em.create(PracticeArea, {
      id: seedUuid(`practice-area:${area.slug}`),
      slug: area.slug,
      names: { ...area.names },
      position,
    });
  });
}

async function seedUsers(em: EntityManager): Promise<void> {
  // Every demo account shares one password: hash it once, which keeps seeding fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    em.create(User, {
      id: seedUuid(`user:${account.username}`),
      fullName: account.fullName,
      username: account.username,
      email: normalizeEmail(account.email),
      specialization: account.specialization,
      bio: account.bio,
      role: account.role,
      passwordHash,
      createdAt: new Date(DEMO_JOINED_AT),
    });
  }
  SEED_MEMBERS.forEach((member, index) => {
    em.create(User, {
      id: seedUuid(`user:${member.username}`),
      fullName: member.fullName,
      username: member.username,
      email: normalizeEmail(`${member.username}@example.org`),
      specialization: member.specialization,
      bio: member.bio,
      role: Role.MEMBER,
      passwordHash,
      createdAt: new Date(DEMO_JOINED_AT + (index + 1) * MEMBER_JOIN_INTERVAL_MS),
    });
  });
}
