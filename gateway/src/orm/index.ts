import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, type OrmOptions } from './mikro-orm.config.js';

export {
  Discussion,
  DiscussionLike,
  DiscussionReply,
  DiscussionView,
} from '../modules/discussions/index.js';
export { LocalizedName, PracticeArea } from '../modules/practice-areas/index.js';
export { StatsSnapshot } from '../modules/stats/index.js';
export { Session, User } from '../modules/users/index.js';
export { Role } from '../values/role.js';
export {
  ENTITIES,
  type OrmOptions,
  REQUEST_STATEMENT_LIMITS,
  type StatementLimits,
} from './mikro-orm.config.js';

export type Orm = MikroORM;

export function createOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init(createOrmConfig(options));
}

/** Applies the committed migrations that this database has not run yet; returns their names. */
export async function runMigrations(orm: Orm): Promise<{ applied: string[] }> {
  const applied = await orm.migrator.up();
  return { applied: applied.map((migration) => migration.name) };
}
