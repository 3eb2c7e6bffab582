// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ContentSubmission } from './content-submission.entity.js';

/**
 * The publication of an approved social post (one per post): which publisher carried it, when it
 * was due and when it went out. /social-connect's recent activity lists these.
 */
@Entity({ tableName: 'social_publications' })
@Index({ name: 'social_publications_published_at_index', properties: ['publishedAt'] })
export class SocialPublication {
  [OptionalProps]?: 'id' | 'externalUrl' | 'scheduledFor' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne({
    entity: () => ContentSubmission,
    ref: true,
    deleteRule: 'cascade',
    owner: true,
    unique: 'social_publications_submission_unique',
  })
  submission!: Ref<ContentSubmission>;

  @Property({ type: 'string', length: 20 })
  platform!: string;

  /** `record` (kept here only) or `webhook`. */
  @Property({ type: 'string', length: 20 })
  publisher!: string;

  @Property({ type: 'string', length: 2000, nullable: true })
  externalUrl: string | null = null;

  /** When it was due (the post's scheduledShare, or the approval time). */
  @Property({ type: 'datetime', nullable: true })
  scheduledFor: Date | null = null;

  @Property({ type: 'datetime' })
  publishedAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    social_publications: TableOf<SocialPublication>;
  }
}
