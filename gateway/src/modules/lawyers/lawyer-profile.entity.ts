// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps, type Ref } from '@mikro-orm/core';
import {
  Entity,
  Index,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { LAWYER_PROFILE_DIRECTORY_TRIGGER } from '../../db/lawyer-directory-columns.js';
import type { TableOf } from '../../db/tables.js';
import { User } from '../users/user.entity.js';

/**
 * A member's public profile in the lawyer directory (spec §3 "Public lawyer"): one per member;
 * the full name comes from the member's account. Staff mark it verified.
 */
@Entity({ tableName: 'lawyer_profiles' })
// The directory lists the available profiles by name.
@Index({
  name: 'lawyer_profiles_available_index',
  properties: ['publicConsultationAvailable'],
})
// The directory's specialization filter and its list of distinct specializations.
@Index({
  name: 'lawyer_profiles_specialization_index',
  properties: ['specialization'],
})
// The directory's pages (lawyers.service.ts publicLawyersJson), listed lawyers only: in name
// order, read from the index alone, the search text beside each name so that a broad search
// stops after one page; the same order within a specialization; a selective search by
// trigram (pg_trgm answers LIKE '%text%' from the index).
@Index({
  name: 'lawyer_profiles_directory_order_index',
  expression:
    'create index "lawyer_profiles_directory_order_index" on "lawyer_profiles" ("directory_name", "id") include ("search_text") where "public_consultation_available"',
})
@Index({
  name: 'lawyer_profiles_directory_specialization_index',
  expression:
    'create index "lawyer_profiles_directory_specialization_index" on "lawyer_profiles" ("specialization", "directory_name", "id") where "public_consultation_available"',
})
@Index({
  name: 'lawyer_profiles_directory_search_index',
  expression:
    'create index "lawyer_profiles_directory_search_index" on "lawyer_profiles" using gin ("search_text" gin_trgm_ops) where "public_consultation_available"',
})
// The directory's city, language and practice-area filters (lawyers.service.ts directoryFilter).
@Index({
  name: 'lawyer_profiles_directory_city_index',
  expression:
    'create index "lawyer_profiles_directory_city_index" on "lawyer_profiles" ("directory_city") where "public_consultation_available"',
})
@Index({
  name: 'lawyer_profiles_directory_languages_index',
  expression:
    'create index "lawyer_profiles_directory_languages_index" on "lawyer_profiles" using gin ("languages") where "public_consultation_available"',
})
@Index({
  name: 'lawyer_profiles_directory_areas_index',
  expression:
    'create index "lawyer_profiles_directory_areas_index" on "lawyer_profiles" using gin ("practice_areas") where "public_consultation_available"',
})
@Trigger({
  name: 'directory_columns',
  timing: 'before',
  events: ['insert', 'update'],
  expression: LAWYER_PROFILE_DIRECTORY_TRIGGER,
})
export class LawyerProfile {
  [OptionalProps]?:
    | 'id'
    | 'practiceAreas'
    | 'languages'
    | 'experience'
    | 'bio'
    | 'photoKey'
    | 'consultationRate'
    | 'publicConsultationAvailable'
    | 'contactPhone'
    | 'officeAddress'
    | 'websiteUrl'
    | 'linkedinUrl'
    | 'verified'
    | 'verifiedAt'
    | 'verifiedBy'
    | 'createdAt'
    | 'updatedAt'
    | 'directoryName'
    | 'directoryCity'
    | 'searchText';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne({
    entity: () => User,
    ref: true,
    deleteRule: 'cascade',
    owner: true,
    unique: 'lawyer_profiles_user_unique',
  })
  user!: Ref<User>;

  /**
   * The page's address, /lawyers/<slug> (lawyer-slug.ts): made from the full name when the
   * profile is first saved and kept afterwards, so that links to the page keep working.
   */
  @Property({ type: 'string', length: 100, unique: 'lawyer_profiles_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  specialization!: string;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  practiceAreas: string[] = [];

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  languages: string[] = [];

  @Property({ type: 'string', length: 500, nullable: true })
  experience: string | null = null;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  /**
   * The storage key of the member's uploaded, re-encoded photo (lawyer-photos.ts), served from
   * the portal's origin; none shows the placeholder image. Never an address elsewhere.
   */
  @Property({ type: 'uuid', nullable: true })
  photoKey: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  consultationRate: string | null = null;

  @Property({ type: 'boolean', default: false })
  publicConsultationAvailable = false;

  @Property({ type: 'string', length: 40, nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  officeAddress: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  websiteUrl: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  linkedinUrl: string | null = null;

  @Property({ type: 'boolean', default: false })
  verified = false;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  verifiedBy: Ref<User> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /**
   * The member's full name, copied here by PostgreSQL (db/lawyer-directory-columns.ts) so that
   * the directory is ordered from one index. Never written by the application: whatever it
   * writes is replaced.
   */
  @Property({ type: 'string', length: 120, defaultRaw: "''", lazy: true })
  directoryName!: string;

  /**
   * The city of the office address (its last part, after the last comma), for the directory's
   * city filter; kept by the same trigger, never written by the application.
   */
  @Property({ type: 'string', length: 300, nullable: true, lazy: true })
  directoryCity: string | null = null;

  /**
   * What the directory's search looks in, kept by the same triggers: the full name, the
   * specialization, each practice area, each language and the office address, lower-cased and
   * without accents (unaccent), one per line (spec §5's filter, widened by issue 31).
   */
  @Property({ type: 'text', defaultRaw: "''", lazy: true })
  searchText!: string;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    lawyer_profiles: TableOf<LawyerProfile>;
  }
}
