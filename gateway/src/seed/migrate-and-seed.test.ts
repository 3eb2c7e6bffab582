import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../exports/db.js';
import { verifyPassword } from '../modules/auth/password.js';
import { WEAK_PASSWORD_PROBLEM } from '../modules/auth/password-policy.js';
import { PracticeArea } from '../modules/practice-areas/practice-area.entity.js';
import { User } from '../modules/users/user.entity.js';
import { loadBootstrapAdmin, loadConfig } from '../settings/config.js';
import { useTestOrm } from '../test/test-orm.js';
import { Role } from '../values/role.js';
import { SEED_MEMBERS } from './members.data.js';
import { describeMigrateReport, migrateAndSeed } from './migrate-and-seed.js';

const ADMIN_PASSWORD = 'a long production secret';
const production = {
  NODE_ENV: 'production',
  MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  PUBLIC_URL: 'https://portal.example.org',
};

const db = useTestOrm({ perTest: true });

/** What `npm run migrate` does with this environment; returns the line it prints. */
async function migrate(env: Record<string, string>): Promise<string> {
  const admin = loadBootstrapAdmin(env);
  const report = await migrateAndSeed(db.orm, { demoData: loadConfig(env).seedDemoData, admin });
  return describeMigrateReport(report, admin?.email);
}

function usersWithHashes() {
  return db.orm.em.fork().find(User, {}, { populate: ['passwordHash'], orderBy: { email: 'asc' } });
}

describe('migrate in production', () => {
  it('seeds the practice areas but no demo account, and says no one can sign in yet', async () => {
    const line = await migrate(production);

    expect(await db.orm.em.fork().count(PracticeArea)).toBe(5);
    expect(await db.orm.em.fork().count(User)).toBe(0);
    expect(line).toBe(
      'Database: no pending migrations; practice areas seeded; demo people not seeded ' +
        '(SEED_DEMO_DATA is off); 0 users. No one can sign in yet: set ADMIN_EMAIL and ' +
        'ADMIN_PASSWORD and run migrate again.',
    );
  });

  it('refuses a common or easily guessed ADMIN_PASSWORD before changing anything (I4)', async () => {
    for (const password of ['aaaaaaaaaaaa', 'password1234']) {
      await expect(
        migrate({ ...production, ADMIN_EMAIL: 'chair@bar.so', ADMIN_PASSWORD: password }),
      ).rejects.toThrow(`ADMIN_PASSWORD ${WEAK_PASSWORD_PROBLEM}.`);
    }
    expect(await db.orm.em.fork().count(User)).toBe(0);
  });

  it('creates the administrator of ADMIN_EMAIL with an argon2 hash of ADMIN_PASSWORD', async () => {
    const line = await migrate({
      ...production,
      ADMIN_EMAIL: 'Secretariat@Bar.so',
      ADMIN_PASSWORD,
    });

    const users = await usersWithHashes();
    expect(users).toHaveLength(1);
    const [admin] = users as [User];
    expect(admin).toMatchObject({
      email: 'secretariat@bar.so',
      username: 'secretariat',
      fullName: 'Administrator',
      role: Role.ADMIN,
    });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, ADMIN_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, DEMO_PASSWORD)).toBe(false);
    expect(line).toBe(
      'Database: no pending migrations; practice areas seeded; demo people not seeded ' +
        '(SEED_DEMO_DATA is off); administrator Secretariat@Bar.so created; 1 user.',
    );
  });

  it('leaves an existing administrator alone, password included, on every later run', async () => {
    const env = { ...production, ADMIN_EMAIL: 'chair@bar.so', ADMIN_PASSWORD, ADMIN_NAME: 'Ali' };
    await migrate(env);
    const [before] = (await usersWithHashes()) as [User];

    const line = await migrate({ ...env, ADMIN_PASSWORD: 'another long password' });

    const after = await usersWithHashes();
    expect(after.map((user) => [user.id, user.fullName, user.passwordHash])).toEqual([
      [before.id, 'Ali', before.passwordHash],
    ]);
    expect(line).toBe(
      'Database: no pending migrations; practice areas kept; demo people not seeded ' +
        '(SEED_DEMO_DATA is off); administrator chair@bar.so already exists (password ' +
        'unchanged); 1 user.',
    );
  });

  it('seeds the demo people when SEED_DEMO_DATA=true asks for them', async () => {
    await migrate({ ...production, SEED_DEMO_DATA: 'true' });
    expect(await db.orm.em.fork().count(User)).toBe(DEMO_ACCOUNTS.length + SEED_MEMBERS.length);
  });
});

describe('migrate in development', () => {
  it('seeds the demo people into an empty users table, then the administrator', async () => {
    const line = await migrate({ ADMIN_EMAIL: 'amina.abdi@bar.so', ADMIN_PASSWORD });

    const users = await usersWithHashes();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length + SEED_MEMBERS.length + 1);
    for (const account of DEMO_ACCOUNTS) {
      expect(users.some((user) => user.email === account.email)).toBe(true);
    }
    // A demo member already has the username the e-mail suggests.
    const admin = users.find((user) => user.email === 'amina.abdi@bar.so');
    expect(admin).toMatchObject({ username: 'amina.abdi-2', role: Role.ADMIN });
    expect(line).toBe(
      `Database: no pending migrations; practice areas seeded; demo people seeded (${DEMO_ACCOUNTS.length} ` +
        `demo accounts, ${SEED_MEMBERS.length} members); administrator amina.abdi@bar.so created; ` +
        `${users.length} users.`,
    );
  });

  it('adds no demo people once the users table has anyone, such as a bootstrap administrator', async () => {
    await migrate({ ...production, ADMIN_EMAIL: 'chair@bar.so', ADMIN_PASSWORD });

    const line = await migrate({});

    const users = await usersWithHashes();
    expect(users.map((user) => user.email)).toEqual(['chair@bar.so']);
    expect(line).toContain('demo people not seeded (users exist)');
  });
});
