import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, type OrmOptions } from './mikro-orm.config.js';

// With every entity loaded above, every feature's tables (the drift check reads them here).
export type { PortalTables } from '../db/tables.js';
export { Discussion } from '../modules/discussions/discussion.entity.js';
export { DiscussionLike } from '../modules/discussions/discussion-like.entity.js';
export { DiscussionReply } from '../modules/discussions/discussion-reply.entity.js';
export { DiscussionView } from '../modules/discussions/discussion-view.entity.js';
export { DiscussionWatch } from '../modules/discussions/discussion-watch.entity.js';
export { PostRevision } from '../modules/discussions/post-revision.entity.js';
export { LocalizedName, PracticeArea } from '../modules/practice-areas/practice-area.entity.js';
export { StatsSnapshot } from '../modules/stats/stats-snapshot.entity.js';
export { Session } from '../modules/users/session.entity.js';
export { User } from '../modules/users/user.entity.js';
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
