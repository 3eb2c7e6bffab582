import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberProfile } from '../modules/members/index.js';
import { ContactVisibility } from '../values/contact-visibility.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { AREAS, CITIES, LANGUAGE_SETS } from './demo-lawyers.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

const TITLES = ['Advocate', 'Senior Partner', 'Legal Counsel', 'Associate', 'Legal Aid Lawyer'];

/**
 * Demo profiles for every demo person but the last few (who show a profile not filled in yet):
 * phones kept to connections by default, some open to every member, some to nobody.
 */
export function seedDemoMemberProfiles(em: EntityManager): void {
  const people = [...DEMO_ACCOUNTS, ...SEED_MEMBERS];
  people.slice(0, people.length - 3).forEach((person, index) => {
    em.create(MemberProfile, {
      user: seedUuid(`user:${person.username}`),
      title: TITLES[index % TITLES.length] ?? null,
      practiceAreas: AREAS[person.specialization ?? ''] ?? ['General practice'],
      languages: LANGUAGE_SETS[index % LANGUAGE_SETS.length] ?? ['Somali'],
      city: CITIES[index % CITIES.length] ?? null,
      phone: `+252 61 ${String(3_100_000 + index * 24_681).slice(0, 3)} ${String(2000 + index * 53).slice(0, 4)}`,
      phoneVisibility:
        index % 5 === 4
          ? ContactVisibility.NOBODY
          : index % 5 === 3
            ? ContactVisibility.MEMBERS
            : ContactVisibility.CONNECTIONS,
      emailVisibility: index % 2 === 0 ? ContactVisibility.CONNECTIONS : ContactVisibility.MEMBERS,
    });
  });
}
