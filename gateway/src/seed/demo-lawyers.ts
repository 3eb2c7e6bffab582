import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConsultationRequest, Review } from '../modules/consultations/index.js';
import { assignSlugs, LawyerProfile } from '../modules/lawyers/index.js';
import { ConsultationStatus } from '../values/consultation-status.js';
import { ConsultationType } from '../values/consultation-type.js';
import { ReviewStatus } from '../values/review-status.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_PROFILE_AT = Date.UTC(2025, 2, 3, 9, 0, 0);
const FIRST_REQUEST_AT = Date.UTC(2026, 1, 2, 10, 0, 0);
const RECENT_REQUEST_AT = Date.UTC(2026, 10, 2, 10, 0, 0);

/** Practice areas offered per specialization (some have more than three, for the '+N' badge). */
export const AREAS: Record<string, string[]> = {
  'Corporate Law': ['Company formation', 'Shareholder agreements', 'Mergers', 'Compliance'],
  'Criminal Defence': ['Criminal trials', 'Bail hearings', 'Appeals'],
  'Criminal Law': ['Criminal trials', 'Victims of crime'],
  'Family Law': ['Divorce', 'Custody', 'Maintenance', 'Inheritance', 'Mediation'],
  'Commercial Arbitration': ['Arbitration', 'Construction disputes', 'Trade contracts'],
  'Constitutional Law': ['Constitutional petitions', 'Federalism', 'Elections'],
  'Human Rights Law': ['Refugee rights', 'Gender-based violence', 'Detention', 'Land rights'],
  'Banking and Finance': ['Islamic finance', 'Loans', 'Mobile money'],
  'Land and Property Law': ['Land registration', 'Title disputes', 'Leases', 'Inheritance'],
  'Labour Law': ['Employment contracts', 'Dismissal', 'Workplace safety'],
  'Maritime Law': ['Shipping', 'Fisheries licences', 'Port disputes'],
  'Commercial Law': ['Contracts', 'Debt recovery', 'Import and export'],
  'Islamic Family Law': ['Marriage contracts', 'Inheritance (mirath)', 'Divorce'],
  'Tax Law': ['Customs duties', 'Tax disputes'],
  'Public Procurement': ['Tenders', 'Bid protests', 'Public contracts'],
  'Mining and Energy Law': ['Licences', 'Production sharing', 'Environmental permits'],
};

export const LANGUAGE_SETS: readonly string[][] = [
  ['Somali', 'English'],
  ['Somali', 'Arabic', 'English'],
  ['Somali', 'English', 'French'],
  ['Somali', 'Arabic'],
  ['Somali', 'Italian', 'English'],
  ['Somali', 'English', 'Arabic', 'Swahili'],
];

export const CITIES = [
  'Mogadishu',
  'Hargeisa',
  'Garowe',
  'Kismayo',
  'Baidoa',
  'Bosaso',
  'Beledweyne',
];
const RATES = ['Free first consultation', '$30 per hour', '$50 per consultation', '$25 per hour'];

/** Members with a public profile: the demo member first (the browser tests sign in as her). */
export const SEED_LAWYER_USERNAMES: readonly string[] = [
  'amina.abdi',
  ...SEED_MEMBERS.slice(0, 32).map((member) => member.username),
];

/** Every 6th profile (counting from the second) takes no requests: hidden from the directory. */
const isAvailable = (index: number) => index === 0 || index % 6 !== 5;

/** The ratings of the approved reviews of the profile at this index (none for some). */
function approvedRatings(index: number): number[] {
  if (index === 0 || index % 4 === 3) return [];
  const count = (index % 5) + 1;
  return Array.from({ length: count }, (_, n) => 5 - ((index + n * 2) % 3));
}

const tokenOf = (key: string) =>
  createHash('sha256').update(`portal-seed-token:${key}`).digest('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The demo lawyer profiles, their answered requests with approved reviews, and a few pending ones. */
export function seedDemoLawyers(em: EntityManager): void {
  const members = new Map(SEED_MEMBERS.map((member) => [member.username, member]));
  const fullNames = new Map(
    [...DEMO_ACCOUNTS, ...SEED_MEMBERS].map((person) => [person.username, person.fullName]),
  );
  const pageSlugs = assignSlugs(
    SEED_LAWYER_USERNAMES.map((username) => fullNames.get(username) ?? username),
  );
  SEED_LAWYER_USERNAMES.forEach((username, index) => {
    const member = members.get(username);
    const specialization = member?.specialization ?? 'Family Law';
    const city = CITIES[index % CITIES.length] ?? 'Mogadishu';
    const profileId = seedUuid(`lawyer-profile:${username}`);
    const slug = username.replace('.', '-');
    em.create(LawyerProfile, {
      id: profileId,
      user: seedUuid(`user:${username}`),
      slug: pageSlugs[index] ?? username.replace('.', '-'),
      specialization,
      practiceAreas: AREAS[specialization] ?? ['General practice'],
      languages: LANGUAGE_SETS[index % LANGUAGE_SETS.length] ?? ['Somali'],
      experience: `${5 + ((index * 7) % 21)} years of practice before the courts of ${city}, including appeals and out-of-court settlements for individuals, families and businesses.`,
      bio:
        member?.bio ??
        'Advocate in Mogadishu representing women and children in custody, maintenance and inheritance cases.',
      consultationRate: RATES[index % RATES.length] ?? null,
      publicConsultationAvailable: isAvailable(index),
      contactPhone: `+252 61 ${String(2_000_000 + index * 13_579).slice(0, 3)} ${String(1000 + index * 37).slice(0, 4)}`,
      officeAddress: `${10 + index} ${['Maka Al Mukarama Road', 'Jidka Warshadaha', 'Via Roma', 'Taleh Street'][index % 4]}, ${city}`,
      websiteUrl: index % 3 === 0 ? `https://${slug}.law.example.org/` : null,
      linkedinUrl: index % 2 === 0 ? `https://www.linkedin.com/in/${slug}` : null,
      verified: index % 3 !== 2,
      verifiedAt: index % 3 !== 2 ? new Date(FIRST_PROFILE_AT + (index + 1) * DAY_MS) : null,
      verifiedBy: index % 3 !== 2 ? seedUuid('user:sahra.ali') : null,
      createdAt: new Date(FIRST_PROFILE_AT + index * DAY_MS),
      updatedAt: new Date(FIRST_PROFILE_AT + index * DAY_MS),
    });

    approvedRatings(index).forEach((rating, n) => {
      const key = `consultation:${username}:${n}`;
      const createdAt = FIRST_REQUEST_AT + (index * 4 + n) * DAY_MS;
      const client = CLIENTS[(index + n) % CLIENTS.length] ?? 'Client';
      const type = TYPES[(index + n) % TYPES.length] ?? ConsultationType.INITIAL;
      em.create(ConsultationRequest, {
        id: seedUuid(key),
        lawyer: profileId,
        clientName: client,
        clientEmail: `${client.toLowerCase().replaceAll(' ', '.')}@example.net`,
        clientPhone: null,
        consultationType: type,
        description: 'I need advice on my situation and would like to meet in person.',
        preferredDate: null,
        status: ConsultationStatus.APPROVED,
        trackingTokenHash: sha256(tokenOf(key)),
        requesterIpHash: sha256('203.0.113.10'),
        respondedAt: new Date(createdAt + DAY_MS),
        createdAt: new Date(createdAt),
      });
      em.create(Review, {
        id: seedUuid(`review:${key}`),
        consultation: seedUuid(key),
        lawyer: profileId,
        rating,
        text: REVIEW_TEXTS[(index + n) % REVIEW_TEXTS.length] ?? 'Very helpful.',
        clientName: client,
        consultationType: type,
        status: ReviewStatus.APPROVED,
        createdAt: new Date(createdAt + 10 * DAY_MS),
        decidedAt: new Date(createdAt + 11 * DAY_MS),
      });
    });
  });

  // Waiting for moderation (the admin panel's reviews tab); a rejected one that never counts.
  PENDING_REVIEWS.forEach((pending, n) => {
    const key = `consultation:pending-review:${n}`;
    const profileId = seedUuid(`lawyer-profile:${pending.lawyer}`);
    const createdAt = RECENT_REQUEST_AT + n * DAY_MS;
    em.create(ConsultationRequest, {
      id: seedUuid(key),
      lawyer: profileId,
      clientName: pending.client,
      clientEmail: `${pending.client.toLowerCase().replaceAll(' ', '.')}@example.net`,
      consultationType: pending.type,
      description: 'Please advise me on the next steps of my case.',
      status: ConsultationStatus.APPROVED,
      trackingTokenHash: sha256(tokenOf(key)),
      requesterIpHash: sha256('203.0.113.11'),
      respondedAt: new Date(createdAt + DAY_MS),
      createdAt: new Date(createdAt),
    });
    em.create(Review, {
      id: seedUuid(`review:${key}`),
      consultation: seedUuid(key),
      lawyer: profileId,
      rating: pending.rating,
      text: pending.text,
      clientName: pending.client,
      consultationType: pending.type,
      status: pending.status,
      createdAt: new Date(createdAt + 3 * DAY_MS),
      decidedAt: pending.status === ReviewStatus.PENDING ? null : new Date(createdAt + 4 * DAY_MS),
    });
  });

  // Requests waiting for the demo member's answer (her "requests addressed to me").
  PENDING_REQUESTS.forEach((request, n) => {
    const key = `consultation:pending:${n}`;
    em.create(ConsultationRequest, {
      id: seedUuid(key),
      lawyer: seedUuid(`lawyer-profile:${request.lawyer}`),
      clientName: request.client,
      clientEmail: `${request.client.toLowerCase().replaceAll(' ', '.')}@example.net`,
      clientPhone: request.phone,
      consultationType: request.type,
      description: request.description,
      preferredDate: request.preferredDate,
      status: ConsultationStatus.PENDING,
      trackingTokenHash: sha256(tokenOf(key)),
      requesterIpHash: sha256('203.0.113.12'),
      createdAt: new Date(RECENT_REQUEST_AT + (8 + n) * DAY_MS),
    });
  });
}

const TYPES: readonly ConsultationType[] = Object.values(ConsultationType);

const CLIENTS = [
  'Faadumo Hassan',
  'Abdi Warsame',
  'Leila Osman',
  'Jamal Aden',
  'Muna Ahmed',
  'Ismail Farah',
  'Shukri Noor',
];

const REVIEW_TEXTS = [
  'Clear advice and a quick answer. I knew exactly what to do next.',
  'Very professional and patient; explained the procedure in Somali.',
  'Helped me settle a land dispute with my neighbour without going to court.',
  'Good advice, although the first meeting started late.',
  'Represented me with great care. Highly recommended.',
];

const PENDING_REVIEWS: readonly {
  lawyer: string;
  client: string;
  type: ConsultationType;
  rating: number;
  text: string;
  status: ReviewStatus;
}[] = [
  {
    lawyer: 'hodan.farah',
    client: 'Asha Guled',
    type: ConsultationType.LEGAL_ADVICE,
    rating: 5,
    text: 'She reviewed our shareholder agreement in two days and explained every clause.',
    status: ReviewStatus.PENDING,
  },
  {
    lawyer: 'ayaan.jama',
    client: 'Ahmed Yasin',
    type: ConsultationType.INITIAL,
    rating: 4,
    text: 'Kind and clear about custody options; the office was hard to find.',
    status: ReviewStatus.PENDING,
  },
  {
    lawyer: 'mohamed.nur',
    client: 'Sadia Ali',
    type: ConsultationType.REPRESENTATION,
    rating: 2,
    text: 'The hearing was postponed twice and I was not told in advance.',
    status: ReviewStatus.PENDING,
  },
  {
    lawyer: 'khadija.elmi',
    client: 'Omar Jibril',
    type: ConsultationType.DOCUMENT_REVIEW,
    rating: 1,
    text: 'Spam text that a moderator rejected.',
    status: ReviewStatus.REJECTED,
  },
];

const PENDING_REQUESTS: readonly {
  lawyer: string;
  client: string;
  phone: string | null;
  type: ConsultationType;
  description: string;
  preferredDate: Date | null;
}[] = [
  {
    lawyer: 'amina.abdi',
    client: 'Hamdi Abdullahi',
    phone: '+252 61 555 0101',
    type: ConsultationType.INITIAL,
    description: 'My former husband stopped paying maintenance for our two children.',
    preferredDate: new Date(Date.UTC(2026, 11, 3, 9, 0, 0)),
  },
  {
    lawyer: 'amina.abdi',
    client: 'Yasmin Cali',
    phone: null,
    type: ConsultationType.LEGAL_ADVICE,
    description: 'How is an inheritance shared when the house is in my late father’s name only?',
    preferredDate: null,
  },
  {
    lawyer: 'hodan.farah',
    client: 'Bile Trading Ltd',
    phone: '+252 63 444 0202',
    type: ConsultationType.DOCUMENT_REVIEW,
    description: 'We need a review of a supply contract before signing next month.',
    preferredDate: null,
  },
];
