import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { type FieldErrors, notFound } from '../../errors/domain-error.js';
import { checkMaxLength, checkOneOf, throwIfProblems } from '../../errors/input-checks.js';
import { ConnectionStatus } from '../../values/connection-status.js';
import { ContactVisibility } from '../../values/contact-visibility.js';
import {
  ConnectionState,
  getMember,
  listRelatedMembers,
  MemberRelation,
  type MemberRow,
} from './members.service.js';

/** Bounds of what a member writes on their profile (the columns' lengths). */
export const MEMBER_PROFILE_LIMITS = {
  title: 120,
  specialization: 120,
  bio: 3000,
  city: 120,
  phone: 40,
  listItems: 12,
  listItem: 80,
} as const;

/** How many of a member's discussions and connections their profile shows. */
export const PROFILE_RECENT_DISCUSSIONS = 5;
export const PROFILE_CONNECTIONS = 12;

const MEMBER_NOT_FOUND = 'This member does not exist.';

export const CONTACT_VISIBILITIES = Object.values(ContactVisibility);

export interface ProfileDiscussionRow {
  id: string;
  title: string;
  createdAt: Date;
}

/** A member's profile as one viewer may see it: contact details only where allowed. */
export interface MemberProfileRow {
  member: MemberRow;
  title: string | null;
  practiceAreas: string[];
  languages: string[];
  city: string | null;
  /** Null when the member keeps it from this viewer (or has none). */
  email: string | null;
  phone: string | null;
  /** The member's own choices: only in their own profile, null for anyone else. */
  emailVisibility: ContactVisibility | null;
  phoneVisibility: ContactVisibility | null;
  /** The lawyer's public page (/lawyers/<slug>) when they have one that the public sees. */
  lawyerSlug: string | null;
  recentDiscussions: ProfileDiscussionRow[];
  /** Their accepted connections, by name (at most PROFILE_CONNECTIONS), and how many in all. */
  connections: MemberRow[];
  connectionCount: number;
}

/**
 * Whether the viewer may see a contact detail the member keeps at `visibility`: the member
 * always; every member at MEMBERS; their accepted connections at CONNECTIONS; nobody else.
 */
export function mayShow(visibility: ContactVisibility, isSelf: boolean, connected: boolean) {
  if (isSelf) return true;
  if (visibility === ContactVisibility.MEMBERS) return true;
  return visibility === ContactVisibility.CONNECTIONS && connected;
}

/** A member's profile as the viewer sees it, or null when there is no such member. */
export async function getMemberProfile(
  em: EntityManager,
  viewerId: string,
  memberId: string,
): Promise<MemberProfileRow | null> {
  const member = await getMember(em, viewerId, memberId);
  if (!member) return null;
  const db = tablesOf(em);
  const details = await db
    .selectFrom('users as u')
    .leftJoin('member_profiles as mp', 'mp.user_id', 'u.id')
    // Only a page the public can open: verified and taking consultations (lawyers.service).
    .leftJoin('lawyer_profiles as lp', (join) =>
      join
        .onRef('lp.user_id', '=', 'u.id')
        .on('lp.verified', '=', true)
        .on('lp.public_consultation_available', '=', true),
    )
    .select([
      'u.email',
      'mp.title',
      'mp.practice_areas',
      'mp.languages',
      'mp.city',
      'mp.phone',
      'mp.phone_visibility',
      'mp.email_visibility',
      'lp.slug',
    ])
    .select(
      sql<string>`(select count(*) from connections c where c.status = ${ConnectionStatus.ACCEPTED}
        and (c.requester_id = u.id or c.addressee_id = u.id))`.as('connection_count'),
    )
    .where('u.id', '=', member.id)
    .executeTakeFirstOrThrow();
  const discussions = await db
    .selectFrom('discussions')
    .select(['id', 'title', 'created_at'])
    .where('author_id', '=', member.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PROFILE_RECENT_DISCUSSIONS)
    .execute();
  const connections = await listRelatedMembers(
    em,
    viewerId,
    MemberRelation.CONNECTED,
    member.id,
    PROFILE_CONNECTIONS,
  );

  const isSelf = member.id === viewerId;
  const connected = member.connectionState === ConnectionState.CONNECTED;
  const phoneVisibility = details.phone_visibility ?? ContactVisibility.CONNECTIONS;
  const emailVisibility = details.email_visibility ?? ContactVisibility.CONNECTIONS;
  return {
    member,
    title: details.title ?? null,
    practiceAreas: details.practice_areas ?? [],
    languages: details.languages ?? [],
    city: details.city ?? null,
    email: mayShow(emailVisibility, isSelf, connected) ? details.email : null,
    phone: mayShow(phoneVisibility, isSelf, connected) ? (details.phone ?? null) : null,
    emailVisibility: isSelf ? emailVisibility : null,
    phoneVisibility: isSelf ? phoneVisibility : null,
    lawyerSlug: details.slug ?? null,
    recentDiscussions: discussions.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: new Date(row.created_at),
    })),
    connections,
    connectionCount: Number(details.connection_count),
  };
}

/** What a member sends to change their profile; every field is replaced. */
export interface MemberProfileInput {
  title?: string | null;
  specialization?: string | null;
  bio?: string | null;
  practiceAreas?: readonly string[];
  languages?: readonly string[];
  city?: string | null;
  phone?: string | null;
  phoneVisibility?: string | null;
  emailVisibility?: string | null;
}

/**
 * Saves the viewer's profile and their choice of who sees their phone and e-mail (absent
 * visibilities keep CONNECTIONS), and answers it as they see it.
 */
export async function saveMemberProfile(
  em: EntityManager,
  viewerId: string,
  input: MemberProfileInput,
): Promise<MemberProfileRow> {
  const problems: FieldErrors = {};
  const text = (field: string, value: string | null | undefined, max: number) => {
    const trimmed = value?.trim() ?? '';
    checkMaxLength(problems, field, trimmed, max);
    return trimmed.length > 0 ? trimmed : null;
  };
  const list = (field: string, values: readonly string[] = []) => {
    const items = [...new Set(values.map((value) => value.trim()).filter((value) => value))];
    if (items.length > MEMBER_PROFILE_LIMITS.listItems) {
      problems[field] = `must have at most ${MEMBER_PROFILE_LIMITS.listItems} entries`;
    } else if (items.some((item) => item.length > MEMBER_PROFILE_LIMITS.listItem)) {
      problems[field] = `entries must be at most ${MEMBER_PROFILE_LIMITS.listItem} characters long`;
    }
    return items;
  };
  const visibility = (field: string, value: string | null | undefined) => {
    const chosen = value || ContactVisibility.CONNECTIONS;
    return checkOneOf(problems, field, chosen, CONTACT_VISIBILITIES)
      ? chosen
      : ContactVisibility.CONNECTIONS;
  };
  const profile = {
    title: text('title', input.title, MEMBER_PROFILE_LIMITS.title),
    practice_areas: list('practiceAreas', input.practiceAreas),
    languages: list('languages', input.languages),
    city: text('city', input.city, MEMBER_PROFILE_LIMITS.city),
    phone: text('phone', input.phone, MEMBER_PROFILE_LIMITS.phone),
    phone_visibility: visibility('phoneVisibility', input.phoneVisibility),
    email_visibility: visibility('emailVisibility', input.emailVisibility),
    updated_at: new Date().toISOString(),
  };
  const card = {
    specialization: text(
      'specialization',
      input.specialization,
      MEMBER_PROFILE_LIMITS.specialization,
    ),
    bio: text('bio', input.bio, MEMBER_PROFILE_LIMITS.bio),
  };
  throwIfProblems(problems);
  await em.transactional(async (tx) => {
    const db = tablesOf(tx);
    // The directory card's fields stay on the member's account row, where the directory reads them.
    await db.updateTable('users').set(card).where('id', '=', viewerId).execute();
    await db
      .insertInto('member_profiles')
      .values({ user_id: viewerId, ...profile })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(profile))
      .execute();
  });
  const saved = await getMemberProfile(em, viewerId, viewerId);
  if (!saved) throw notFound(MEMBER_NOT_FOUND);
  return saved;
}
