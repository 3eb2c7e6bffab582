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
} from '@mikro-orm/decorators/legacy';
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
    | 'updatedAt';

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
}
