// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ConsultationType } from '../../values/consultation-type.js';
import { ReviewStatus } from '../../values/review-status.js';
import { LawyerProfile } from '../lawyers/lawyer-profile.entity.js';
import { ConsultationRequest } from './consultation-request.entity.js';

/**
 * A requester's review of an accepted consultation (one per consultation). It waits for
 * moderation; only approved reviews count in the lawyer's rating.
 */
@Entity({ tableName: 'reviews' })
@Check({ name: 'reviews_rating_check', expression: 'rating >= 1 and rating <= 5' })
// Ratings per lawyer over approved reviews.
@Index({ name: 'reviews_lawyer_status_index', properties: ['lawyer', 'status'] })
// The moderation queue, oldest first.
@Index({ name: 'reviews_status_created_at_index', properties: ['status', 'createdAt'] })
export class Review {
  [OptionalProps]?: 'id' | 'status' | 'createdAt' | 'decidedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne({
    entity: () => ConsultationRequest,
    ref: true,
    deleteRule: 'cascade',
    owner: true,
    unique: 'reviews_consultation_unique',
  })
  consultation!: Ref<ConsultationRequest>;

  @ManyToOne({ entity: () => LawyerProfile, ref: true, deleteRule: 'cascade' })
  lawyer!: Ref<LawyerProfile>;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'string', length: 120 })
  clientName!: string;

  @Enum({ items: () => ConsultationType })
  consultationType!: ConsultationType;

  @Enum({ items: () => ReviewStatus })
  status: ReviewStatus = ReviewStatus.PENDING;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When a moderator approved or rejected it. */
  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    reviews: TableOf<Review>;
  }
}
