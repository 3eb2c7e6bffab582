import { passwordProblem } from '../modules/auth/index.js';
import { type Orm, runMigrations } from '../orm/index.js';
import { type BootstrapAdmin, ConfigError } from '../settings/config.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { SEED_MEMBERS } from './members.data.js';
import { type SeedOptions, type SeedReport, seedDatabase } from './seed.js';

export interface MigrateReport {
  applied: string[];
  seed: SeedReport;
}

/**
 * The first administrator's password must pass the rule every member's does (length, and not
 * common or easily guessed); loadBootstrapAdmin checks only its length, so that the long-running
 * processes that load the configuration do not load the password dictionaries.
 */
export function assertAdminPasswordAccepted(admin: BootstrapAdmin): void {
  const problem = passwordProblem(admin.password, [admin.email, admin.fullName]);
  if (problem) throw new ConfigError(`ADMIN_PASSWORD ${problem}.`);
}

/** What `npm run migrate` does: pending migrations, then the seed (see seedDatabase). */
export async function migrateAndSeed(orm: Orm, options: SeedOptions): Promise<MigrateReport> {
  if (options.admin) assertAdminPasswordAccepted(options.admin);
  const { applied } = await runMigrations(orm);
  return { applied, seed: await seedDatabase(orm, options) };
}

/** The one line `migrate` prints: what changed, and what an operator still has to do. */
export function describeMigrateReport({ applied, seed }: MigrateReport, admin?: string): string {
  const parts = [
    applied.length === 0 ? 'no pending migrations' : `applied ${applied.join(', ')}`,
    `practice areas ${seed.practiceAreas}`,
    describeDemoPeople(seed.demoPeople),
  ];
  if (seed.admin && admin) {
    parts.push(
      seed.admin === 'created'
        ? `administrator ${admin} created`
        : `administrator ${admin} already exists (password unchanged)`,
    );
  }
  parts.push(`${seed.users} ${seed.users === 1 ? 'user' : 'users'}`);
  const line = `Database: ${parts.join('; ')}.`;
  return seed.users === 0
    ? `${line} No one can sign in yet: set ADMIN_EMAIL and ADMIN_PASSWORD and run migrate again.`
    : line;
}

function describeDemoPeople(outcome: SeedReport['demoPeople']): string {
  switch (outcome) {
    case 'seeded':
      return `demo people seeded (${DEMO_ACCOUNTS.length} demo accounts, ${SEED_MEMBERS.length} members)`;
    case 'kept':
      return 'demo people not seeded (users exist)';
    case 'disabled':
      return 'demo people not seeded (SEED_DEMO_DATA is off)';
  }
}
