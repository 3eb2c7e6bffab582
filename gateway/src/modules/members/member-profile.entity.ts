// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { ArrayType, OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { ContactVisibility } from '../../values/contact-visibility.js';
import { User } from '../users/user.entity.js';

/**
 * What a member tells the other members about themself beyond the directory card (users), and
 * who may see their contact details. One row per member, written when they first save it; a
 * member without one shows no details and the default visibilities.
 */
@Entity({ tableName: 'member_profiles' })
export class MemberProfile {
  [OptionalProps]?:
    | 'title'
    | 'practiceAreas'
    | 'languages'
    | 'city'
    | 'phone'
    | 'phoneVisibility'
    | 'emailVisibility'
    | 'updatedAt';

  // The member is the key: looked up by user id alone, never two rows for one member.
  @OneToOne({
    entity: () => User,
    ref: true,
    primary: true,
    owner: true,
    deleteRule: 'cascade',
  })
  user!: Ref<User>;

  /** e.g. "Senior Partner, Farah & Associates". */
  @Property({ type: 'string', length: 120, nullable: true })
  title: string | null = null;

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  practiceAreas: string[] = [];

  @Property({ type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'" })
  languages: string[] = [];

  @Property({ type: 'string', length: 120, nullable: true })
  city: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  // Contact details are for the member's connections unless they choose otherwise.
  @Enum({ items: () => ContactVisibility, default: ContactVisibility.CONNECTIONS })
  phoneVisibility: ContactVisibility = ContactVisibility.CONNECTIONS;

  @Enum({ items: () => ContactVisibility, default: ContactVisibility.CONNECTIONS })
  emailVisibility: ContactVisibility = ContactVisibility.CONNECTIONS;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    member_profiles: TableOf<MemberProfile>;
  }
}
