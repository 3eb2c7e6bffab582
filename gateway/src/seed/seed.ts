import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { SecretBox } from '../crypto/secret-box.js';
import { hashPassword } from '../modules/auth/index.js';
import { PRACTICE_AREAS, PracticeArea } from '../modules/practice-areas/index.js';
import { normalizeEmail, User } from '../modules/users/index.js';
import type { BootstrapAdmin } from '../settings/config.js';
import { loadConfig } from '../settings/config.js';
import { Role, STAFF } from '../values/role.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.js';
import { seedDemoMembershipApplications } from './demo-applications.js';
import { seedDemoConnections } from './demo-connections.js';
import { seedDemoDiscussions } from './demo-discussions.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoLawyers } from './demo-lawyers.js';
import { seedDemoMemberProfiles } from './demo-member-profiles.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoModeration } from './demo-moderation.js';
import { seedDemoNews } from './demo-news.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

// Serialises concurrent seeders (two processes starting at once) on one transaction-level lock.
const SEED_LOCK_KEY = 4_207_202_611;

const DEMO_JOINED_AT = Date.UTC(2024, 0, 8, 9, 0, 0);
const MEMBER_JOIN_INTERVAL_MS = 9 * 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /**
   * Seed the demo people (demo accounts and members) and their discussions when the users table
   * is empty.
   */
  demoData: boolean;
  /** Create this administrator unless a user with its e-mail exists. */
  admin?: BootstrapAdmin;
  /**
   * The gateway's MFA_SECRET_KEY: the demo staff's TOTP secret is stored sealed with it, as the
   * gateway will open it. Defaults to the key of this process's environment.
   */
  mfaSecretKey?: Buffer;
}

export interface SeedReport {
  practiceAreas: 'seeded' | 'kept';
  demoPeople: 'seeded' | 'kept' | 'disabled';
  /** Absent when no administrator was asked for. */
  admin?: 'created' | 'exists';
  /** Rows in the users table after seeding. */
  users: number;
}

/**
 * Seeds what is missing, safe to run at every start: the reference practice areas always; the
 * demo people only when asked and the users table is empty; the bootstrap administrator when
 * given and no user has its e-mail. One transaction, serialised across processes.
 */
export async function seedDatabase(orm: MikroORM, options: SeedOptions): Promise<SeedReport> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    const areasMissing = (await em.count(PracticeArea)) === 0;
    if (areasMissing) seedPracticeAreas(em);

    let demoPeople: SeedReport['demoPeople'] = 'disabled';
    if (options.demoData) {
      const usersMissing = (await em.count(User)) === 0;
      if (usersMissing) {
        await seedDemoPeople(em, new SecretBox(options.mfaSecretKey ?? loadConfig().mfaSecretKey));
        seedDemoDiscussions(em);
        seedDemoNews(em);
        await seedDemoDocuments(em);
        seedDemoConnections(em);
        seedDemoMemberProfiles(em);
        await seedDemoNotifications(em);
        await seedDemoMessages(em);
        seedDemoLawyers(em);
        seedDemoModeration(em);
        seedDemoMembershipApplications(em);
      }
      demoPeople = usersMissing ? 'seeded' : 'kept';
    }
    // Demo people only ever go into an empty users table, so before the administrator; flushed
    // so that the administrator's username is chosen among theirs.
    await em.flush();

    const admin = options.admin ? await ensureAdmin(em, options.admin) : undefined;
    await em.flush();
    return {
      practiceAreas: areasMissing ? 'seeded' : 'kept',
      demoPeople,
      ...(admin ? { admin } : {}),
      users: await em.count(User),
    };
  });
}

/**
 * Fills an empty database with the reference practice areas and the demo people, as the
 * development tools and tests want it; `seeded` says whether anything was added.
 */
export async function seedIfEmpty(orm: MikroORM): Promise<{ seeded: boolean }> {
  const report = await seedDatabase(orm, { demoData: true });
  return { seeded: report.practiceAreas === 'seeded' || report.demoPeople === 'seeded' };
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

async function seedDemoPeople(em: EntityManager, secrets: SecretBox): Promise<void> {
  // Every demo account shares one password: hash it once, which keeps seeding fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const id = seedUuid(`user:${account.username}`);
    em.create(User, {
      id,
      fullName: account.fullName,
      username: account.username,
      email: normalizeEmail(account.email),
      specialization: account.specialization,
      bio: account.bio,
      role: account.role,
      passwordHash,
      createdAt: new Date(DEMO_JOINED_AT),
      // Staff must sign in with a second factor: the demo ones share a documented secret.
      ...(STAFF.includes(account.role) && {
        totpSecret: secrets.seal(DEMO_TOTP_SECRET, id),
        mfaEnabledAt: new Date(DEMO_JOINED_AT),
      }),
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

async function ensureAdmin(
  em: EntityManager,
  admin: BootstrapAdmin,
): Promise<'created' | 'exists'> {
  const email = normalizeEmail(admin.email);
  if ((await em.count(User, { email })) > 0) return 'exists';
  em.create(User, {
    fullName: admin.fullName,
    username: await freeUsername(em, email),
    email,
    role: Role.ADMIN,
    passwordHash: await hashPassword(admin.password),
  });
  return 'created';
}

const USERNAME_MAX_LENGTH = 40;

/** The e-mail's local part as a username, with a number added if a member already has it. */
async function freeUsername(em: EntityManager, email: string): Promise<string> {
  const local = email.slice(0, email.lastIndexOf('@'));
  const base =
    local
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, USERNAME_MAX_LENGTH - 4) || 'admin';
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if ((await em.count(User, { username: candidate })) === 0) return candidate;
  }
}
