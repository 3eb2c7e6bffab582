import type { EntityManager } from '@mikro-orm/postgresql';
import { EventRsvp } from '../modules/events/index.js';
import { ModerationAuditEntry } from '../modules/moderation/index.js';
import { NewsItem } from '../modules/news/index.js';
import { Notification } from '../modules/notifications/index.js';
import { ContentSubmission, SocialPublication } from '../modules/submissions/index.js';
import { ModeratedItemType, ModerationDecision } from '../values/moderation-values.js';
import { NewsCategory } from '../values/news-category.js';
import { NewsStatus } from '../values/news-status.js';
import { NotificationKind } from '../values/notification-kind.js';
import { Role } from '../values/role.js';
import {
  SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../values/submission-values.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function demoUser(role: Role): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}.`);
  return seedUuid(`user:${account.username}`);
}

function member(n: number): string {
  const seeded = SEED_MEMBERS[n % SEED_MEMBERS.length];
  return seeded ? seedUuid(`user:${seeded.username}`) : demoUser(Role.MEMBER);
}

type Seed = Partial<Omit<ContentSubmission, 'id' | 'author' | 'decidedBy'>> & {
  key: string;
  type: SubmissionType;
  content: string;
  author: string;
  /** Hours before seeding. */
  ageHours: number;
};

/**
 * The moderation queue of the demo: pending submitted news, events and social posts from
 * several members (urgent ones included), two more pending news items for the news tab, and
 * decided submissions with their audit entries (an approved news item now on /news, a rejection
 * with its reason, an approved upcoming event with registrations, a published social post for
 * /social-connect and one scheduled for later). Call after the people and the news.
 */
export function seedDemoModeration(em: EntityManager, now = Date.now()): void {
  const moderator = demoUser(Role.MODERATOR);
  const admin = demoUser(Role.ADMIN);
  const demoMember = demoUser(Role.MEMBER);

  const pending: Seed[] = [
    {
      key: 'news:land-registry',
      type: SubmissionType.NEWS,
      title: 'Land registry moves to digital title deeds',
      excerpt: 'Paper deeds remain valid during a two-year transition.',
      content:
        'The Ministry of Justice announced that the national land registry will issue digital title deeds from next quarter. Paper deeds remain valid during a two-year transition, and members handling conveyancing should register for the new portal.',
      category: 'legal-updates',
      priority: SubmissionPriority.URGENT,
      author: demoMember,
      ageHours: 3,
    },
    {
      key: 'news:pro-bono-award',
      type: SubmissionType.NEWS,
      title: 'Pro bono award for the Baidoa legal clinic',
      excerpt: 'Three members recognised for their work with displaced families.',
      content:
        'The Baidoa legal clinic received the regional pro bono award for its work with displaced families. The three members who run it will present their model at the next general assembly.',
      category: 'member-spotlight',
      priority: SubmissionPriority.NORMAL,
      socialMediaLinks: 'https://www.facebook.com/',
      author: member(0),
      ageHours: 20,
    },
    {
      key: 'news:evidence-course',
      type: SubmissionType.NEWS,
      title: 'New continuing education course on digital evidence',
      content:
        'A six-week course on collecting and presenting digital evidence opens for registration. Sessions are held online on Thursday evenings.',
      category: 'legal-education',
      priority: SubmissionPriority.LOW,
      scheduledDate: new Date(now + 5 * DAY_MS),
      author: member(1),
      ageHours: 30,
    },
    {
      key: 'event:arbitration-workshop',
      type: SubmissionType.EVENT,
      title: 'Commercial arbitration workshop',
      content: 'A practical workshop on drafting arbitration clauses and enforcing awards.',
      category: 'workshop',
      eventDate: new Date(now + 14 * DAY_MS),
      location: 'Association hall, Mogadishu',
      registrationRequired: true,
      maxAttendees: 40,
      author: member(2),
      ageHours: 6,
    },
    {
      key: 'event:young-lawyers',
      type: SubmissionType.EVENT,
      title: 'Young lawyers networking evening',
      content: 'An informal evening for members in their first five years of practice.',
      category: 'networking',
      eventDate: new Date(now + 21 * DAY_MS),
      location: 'Hargeisa',
      priority: SubmissionPriority.HIGH,
      socialMediaPromotion: true,
      author: member(3),
      ageHours: 26,
    },
    {
      key: 'event:ethics-seminar',
      type: SubmissionType.EVENT,
      title: 'Professional ethics seminar',
      content:
        'Mandatory ethics update for all practising members: conflicts of interest and client funds.',
      category: 'seminar',
      eventDate: new Date(now + 30 * DAY_MS),
      location: 'Online',
      registrationRequired: true,
      maxAttendees: 200,
      socialMediaPromotion: false,
      author: demoMember,
      ageHours: 50,
    },
    {
      key: 'social:legal-aid-week',
      type: SubmissionType.SOCIAL,
      content: 'Legal aid week: free consultations in all eight regional offices.',
      platform: 'facebook',
      hashtags: '#LegalAid #AccessToJustice',
      targetAudience: 'general-public',
      scheduledShare: new Date(now + 2 * DAY_MS),
      author: demoMember,
      ageHours: 2,
    },
    {
      key: 'social:gazette',
      type: SubmissionType.SOCIAL,
      content: 'The new civil procedure code is in the official gazette: read our summary.',
      platform: 'linkedin',
      postUrl: 'https://www.linkedin.com/',
      hashtags: '#CivilProcedure',
      targetAudience: 'legal-professionals',
      priority: SubmissionPriority.HIGH,
      author: member(4),
      ageHours: 12,
    },
    {
      key: 'social:students',
      type: SubmissionType.SOCIAL,
      content: 'Law students: applications for the summer internship programme are open.',
      platform: 'instagram',
      targetAudience: 'students',
      author: member(5),
      ageHours: 40,
    },
  ];

  for (const seed of pending) create(em, seed, now);

  // Two more news items waiting in the news tab (the news feature seeds one).
  const pendingNews = [
    {
      key: 'bar-exam',
      title: 'Bar examination dates announced',
      content:
        'The written bar examination will be held in March; registration closes in February.',
      author: member(6),
      ageHours: 8,
    },
    {
      key: 'library-hours',
      title: 'Law library extends its opening hours',
      content: 'The association library is now open until 8 pm on weekdays during the exam period.',
      author: demoMember,
      ageHours: 15,
    },
  ];
  for (const item of pendingNews) {
    em.create(NewsItem, {
      id: seedUuid(`moderation-news:${item.key}`),
      title: item.title,
      content: item.content,
      author: item.author,
      category: NewsCategory.ASSOCIATION_NEWS,
      status: NewsStatus.PENDING,
      createdAt: new Date(now - item.ageHours * HOUR_MS),
    });
  }

  // Decided ones, as the worker leaves them: the transition, the audit entry, the effect and
  // the submitter's notification.
  const decided: (Seed & { approved: boolean; by: string; reason?: string })[] = [
    {
      key: 'news:mediation-centre',
      type: SubmissionType.NEWS,
      title: 'Mediation centre opens in Garowe',
      excerpt: 'Court-annexed mediation now available in Puntland.',
      content:
        'A court-annexed mediation centre opened in Garowe with twelve accredited mediators, several of them members of the association.',
      category: 'community',
      author: member(7),
      ageHours: 72,
      approved: true,
      by: moderator,
    },
    {
      key: 'news:rumour',
      type: SubmissionType.NEWS,
      title: 'Court fees to double next month',
      content: 'I heard from a colleague that court fees will double next month.',
      category: 'legal-updates',
      author: member(11),
      ageHours: 96,
      approved: false,
      by: moderator,
      reason: 'Please cite an official source (the gazette or a ministry circular) and resubmit.',
    },
    {
      key: 'event:assembly',
      type: SubmissionType.EVENT,
      title: 'Regional members meeting',
      content: 'Quarterly meeting of the members of the Banadir region.',
      category: 'meeting',
      eventDate: new Date(now + 10 * DAY_MS),
      location: 'Association hall, Mogadishu',
      registrationRequired: true,
      maxAttendees: 3,
      author: member(8),
      ageHours: 120,
      approved: true,
      by: admin,
    },
    {
      key: 'social:founding-day',
      type: SubmissionType.SOCIAL,
      content: 'Twenty years of the association: thank you to our founding members.',
      platform: 'facebook',
      hashtags: '#FoundingDay',
      targetAudience: 'members',
      scheduledShare: new Date(now - 2 * DAY_MS),
      author: member(12),
      ageHours: 80,
      approved: true,
      by: moderator,
    },
    {
      key: 'social:advert',
      type: SubmissionType.SOCIAL,
      content: 'Buy my new book on contract law!',
      platform: 'twitter',
      author: member(9),
      ageHours: 100,
      approved: false,
      by: admin,
      reason: 'Personal advertising is not published on the association’s channels.',
    },
  ];

  for (const seed of decided) {
    const decidedAt = new Date(now - (seed.ageHours - 4) * HOUR_MS);
    const submission = create(em, seed, now, {
      status: seed.approved ? SubmissionStatus.APPROVED : SubmissionStatus.REJECTED,
      decidedAt,
      decidedBy: seed.by,
      rejectionReason: seed.approved ? null : (seed.reason ?? null),
    });
    em.create(ModerationAuditEntry, {
      id: seedUuid(`moderation-audit:${seed.key}`),
      itemType:
        seed.type === SubmissionType.NEWS
          ? ModeratedItemType.SUBMITTED_NEWS
          : seed.type === SubmissionType.EVENT
            ? ModeratedItemType.SUBMITTED_EVENT
            : ModeratedItemType.SUBMITTED_SOCIAL,
      itemId: submission.id,
      moderator: seed.by,
      decision: seed.approved ? ModerationDecision.APPROVED : ModerationDecision.REJECTED,
      reason: seed.approved ? null : (seed.reason ?? null),
      createdAt: decidedAt,
    });
    em.create(Notification, {
      id: seedUuid(`moderation-notification:${seed.key}`),
      recipient: seed.author,
      actor: seed.by,
      kind: seed.approved
        ? NotificationKind.SUBMISSION_APPROVED
        : NotificationKind.SUBMISSION_REJECTED,
      createdAt: decidedAt,
    });
    if (seed.approved && seed.type === SubmissionType.NEWS) {
      em.create(NewsItem, {
        id: submission.id,
        title: seed.title ?? '',
        excerpt: seed.excerpt ?? null,
        content: seed.content,
        author: seed.author,
        category: NewsCategory.COMMUNITY,
        status: NewsStatus.APPROVED,
        publishedAt: decidedAt,
        createdAt: decidedAt,
      });
    }
    if (seed.approved && seed.type === SubmissionType.EVENT) {
      for (const attendee of [demoMember, member(10)]) {
        em.create(EventRsvp, {
          id: seedUuid(`moderation-rsvp:${seed.key}:${attendee}`),
          event: submission.id,
          user: attendee,
          createdAt: decidedAt,
        });
      }
    }
    if (seed.approved && seed.type === SubmissionType.SOCIAL) {
      em.create(SocialPublication, {
        id: seedUuid(`moderation-publication:${seed.key}`),
        submission: submission.id,
        platform: seed.platform ?? 'multiple',
        publisher: 'record',
        externalUrl: null,
        scheduledFor: seed.scheduledShare ?? null,
        publishedAt: seed.scheduledShare ?? decidedAt,
      });
    }
  }
}

function create(
  em: EntityManager,
  seed: Seed,
  now: number,
  decision: Partial<ContentSubmission> | Record<string, unknown> = {},
): ContentSubmission {
  const { key, author, ageHours, ...fields } = seed;
  const createdAt = new Date(now - ageHours * HOUR_MS);
  return em.create(ContentSubmission, {
    ...fields,
    ...decision,
    id: seedUuid(`submission:${key}`),
    author,
    // Seeded in PostgreSQL with their jobs already done: the sweep leaves them alone.
    queuedAt: createdAt,
    moderatorsNotifiedAt: createdAt,
    createdAt,
  } as never);
}
