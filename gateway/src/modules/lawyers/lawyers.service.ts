import type { EntityManager } from '@mikro-orm/postgresql';
import type { Insertable } from 'kysely';
import { type RawBuilder, sql } from 'kysely';
import { type PortalTables, tablesOf } from '../../db/tables.js';
import { type FieldErrors, notFound } from '../../errors/domain-error.js';
import {
  checkMaxLength,
  checkRequired,
  isUuid,
  type Page,
  type PageSize,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { ReviewStatus } from '../../values/review-status.js';
import { LAWYER_PHOTO_PATH_SQL, lawyerPhotoPath } from './lawyer-photo-path.js';
import { freeSlugFor } from './lawyer-slug.js';

/** Bounds of the profile fields (the columns' lengths). */
export const PROFILE_LIMITS = {
  specialization: 120,
  listItems: 12,
  listItem: 80,
  experience: 500,
  bio: 3000,
  url: 500,
  consultationRate: 120,
  contactPhone: 40,
  officeAddress: 300,
} as const;

/** A public lawyer as the directory shows it (spec §3 "Public lawyer"): a plain row. */
export interface LawyerRow {
  id: string;
  userId: string;
  /** The page's address: /lawyers/<slug>. */
  slug: string;
  fullName: string;
  specialization: string;
  practiceAreas: string[];
  languages: string[];
  experience: string | null;
  bio: string | null;
  profileImage: string | null;
  verified: boolean;
  averageRating: number;
  totalReviews: number;
  consultationRate: string | null;
  publicConsultationAvailable: boolean;
  contactPhone: string | null;
  officeAddress: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  updatedAt: Date;
}

/** An absolute http(s) address without spaces; HTTP_URL_SQL is the same rule for PostgreSQL. */
const HTTP_URL = /^https?:\/\/\S+$/i;
const HTTP_URL_SQL = '^https?://[^[:space:]]+$';

/**
 * Only absolute http(s) URLs are ever handed out (a `javascript:` link never reaches a page);
 * kept as stored.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value || !HTTP_URL.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** What the directory can ask for: a page of lawyers matching its search and filters. */
export interface DirectoryQuery {
  /**
   * Free text, ignoring case and accents, in the full name, the specialization, a practice
   * area, a language or the office address (the spec's filter, §5, widened by issue 31).
   */
  search?: string;
  /** Only this specialization (exactly); absent means every one. */
  specialization?: string;
  /** Only lawyers offering this practice area (exactly, as the filter's options name it). */
  practiceArea?: string;
  /** Only lawyers whose office is in this city (directoryFilters' cities). */
  city?: string;
  /** Only lawyers speaking this language (exactly, as the filter's options name it). */
  language?: string;
  /** Only verified lawyers (true); absent or false means verified or not. */
  verified?: boolean;
  /** Only lawyers whose approved reviews average at least this many stars (1 to 5). */
  minRating?: number;
  /** A page of at most this many lawyers; absent means all of them (the spec's answer). */
  limit?: number;
  offset?: number;
}

/** The filters' bounds: the stars of a review (spec §3 "Pending review"). */
export const DIRECTORY_RATING = { min: 1, max: 5 } as const;

/** The largest page of the directory (GET /api/public/lawyers?limit=; the web asks for 12). */
export const DIRECTORY_PAGE_SIZE = { max: 100 } as const;
/**
 * Query.publicLawyers's pages (issue 26, F2: unpaged, ten aliases of it answered 24 MB at 3,028
 * lawyers): the REST directory's largest page.
 */
export const PUBLIC_LAWYERS_PAGE: PageSize = { default: 50, max: DIRECTORY_PAGE_SIZE.max };
/**
 * The lawyers in the directory's first HTML (page-data.ts): the web's page size
 * (web usePublicLawyers DIRECTORY_PAGE_SIZE), so that "Load more" goes on from there.
 */
export const DIRECTORY_FIRST_PAGE = 12;
/** The longest search text and offset accepted (a longer text cannot match a 120-char field). */
export const DIRECTORY_LIMITS = { search: 200, offset: 1_000_000 } as const;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The directory's search and filters in SQL, on the lawyer lp (web filterLawyers is the
 * reference for the search): the trimmed text in the full name, the specialization, a practice
 * area, a language or the office address, ignoring case and accents (blank matches all), and
 * each chosen filter. The text is looked for in lp.search_text (kept by a trigger: each field
 * lower-cased and unaccented, one per line), in one pass, by trigram index: a text without a
 * line break found there lies within one field. A text with a line break (never typed in the
 * search box, but the API takes it) is looked for field by field.
 */
function directoryFilter(query: DirectoryQuery) {
  const needle = query.search?.trim() ?? '';
  const pattern = containsPattern(needle);
  const folded = (column: RawBuilder<unknown>) => sql`lower(unaccent(${column}))`;
  const matches = (column: RawBuilder<unknown>) =>
    sql`${folded(column)} like lower(unaccent(${pattern}))`;
  const inFields = needle.includes('\n')
    ? sql`(${matches(sql`lp.directory_name`)} or ${matches(sql`lp.specialization`)}
        or ${matches(sql`coalesce(lp.office_address, '')`)}
        or exists (select from unnest(lp.practice_areas || lp.languages) as item
          where ${matches(sql`item`)}))`
    : sql`lp.search_text like lower(unaccent(${pattern}))`;
  const conditions = [sql`lp.public_consultation_available`];
  if (query.specialization !== undefined) {
    conditions.push(sql`lp.specialization = ${query.specialization}`);
  }
  if (query.practiceArea !== undefined) {
    conditions.push(sql`lp.practice_areas @> array[${query.practiceArea}]::text[]`);
  }
  if (query.language !== undefined) {
    conditions.push(sql`lp.languages @> array[${query.language}]::text[]`);
  }
  if (query.city !== undefined) conditions.push(sql`lp.directory_city = ${query.city}`);
  if (query.verified) conditions.push(sql`lp.verified`);
  if (query.minRating !== undefined) {
    conditions.push(sql`(select avg(rating) from reviews
      where lawyer_id = lp.id and status = ${ReviewStatus.APPROVED}) >= ${query.minRating}`);
  }
  if (needle !== '') conditions.push(inFields);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * GET /api/public/lawyers's answer (spec §3 "Public lawyer", `verified` as 1 or 0, by name,
 * plus each page's `slug`) and how many lawyers match in all, built as JSON text by PostgreSQL
 * in ONE statement: at 10,000 lawyers, reading rows into objects and serialising them again
 * costs many times the query. Only the profiles the directory page shows (spec §9:
 * publicConsultationAvailable): the others' contact details are not public. Neither the page
 * nor the count reads another table than lawyer_profiles (the name is copied there): a page
 * walks lawyer_profiles_directory_order_index (or its specialization twin) in name order and
 * stops after `limit` matches, reading the search text from the index; a selective search is
 * found by trigram (lawyer_profiles_directory_search_index); only the page's own lawyers are
 * read whole, with their ratings (reviews_lawyer_status_index).
 */
export async function publicLawyersJson(
  em: EntityManager,
  query: DirectoryQuery = {},
): Promise<{ body: string; total: number }> {
  const filter = directoryFilter(query);
  const url = (column: string) =>
    sql.raw(`case when lp.${column} ~* '${HTTP_URL_SQL}' then lp.${column} end`);
  const page =
    query.limit === undefined ? sql`` : sql`limit ${query.limit} offset ${query.offset ?? 0}`;
  const result = await sql<{ body: string; total: number }>`
    select (
      select count(*) from lawyer_profiles lp where ${filter}
    )::int as total, (
      select coalesce(json_agg(json_build_object(
        'id', lp.id,
        'slug', lp.slug,
        'fullName', lp.directory_name,
        'specialization', lp.specialization,
        'practiceAreas', lp.practice_areas,
        'languages', lp.languages,
        'experience', lp.experience,
        'bio', lp.bio,
        'profileImage', ${LAWYER_PHOTO_PATH_SQL},
        'verified', case when lp.verified then 1 else 0 end,
        'averageRating', coalesce(r.average, 0),
        'totalReviews', coalesce(r.total, 0),
        'consultationRate', lp.consultation_rate,
        'publicConsultationAvailable', lp.public_consultation_available,
        'contactPhone', lp.contact_phone,
        'officeAddress', lp.office_address,
        'websiteUrl', ${url('website_url')},
        'linkedinUrl', ${url('linkedin_url')}
      ) order by lp.directory_name, lp.id), '[]')::text
      from (
        select lp.id from lawyer_profiles lp
        where ${filter} order by lp.directory_name, lp.id ${page}
      ) shown
      join lawyer_profiles lp on lp.id = shown.id
      left join lateral (
        select round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as total
        from reviews where lawyer_id = lp.id and status = ${ReviewStatus.APPROVED}
      ) r on true
    ) as body
  `.execute(tablesOf(em));
  const row = result.rows[0];
  return { body: row?.body ?? '[]', total: row?.total ?? 0 };
}

/** The options of the directory's filters: the distinct values of the listed lawyers. */
export interface DirectoryFilterOptions {
  specializations: string[];
  practiceAreas: string[];
  cities: string[];
  languages: string[];
}

/**
 * The directory's filter options in one statement, each list sorted: what the listed lawyers
 * (those taking consultation requests) name as specialization, practice area, city and language.
 */
export async function directoryFilterOptions(em: EntityManager): Promise<DirectoryFilterOptions> {
  const distinct = (values: RawBuilder<unknown>) =>
    sql`coalesce((select array_agg(value order by value) from (select distinct ${values} as value
      from lawyer_profiles lp where lp.public_consultation_available) v where value is not null), '{}')`;
  const result = await sql<DirectoryFilterOptions>`select
    ${distinct(sql`lp.specialization`)} as "specializations",
    ${distinct(sql`unnest(lp.practice_areas)`)} as "practiceAreas",
    ${distinct(sql`lp.directory_city`)} as "cities",
    ${distinct(sql`unnest(lp.languages)`)} as "languages"`.execute(tablesOf(em));
  const row = result.rows[0];
  return {
    specializations: row?.specializations ?? [],
    practiceAreas: row?.practiceAreas ?? [],
    cities: row?.cities ?? [],
    languages: row?.languages ?? [],
  };
}

/** The distinct specializations of the directory's lawyers, for its filter (spec §5). */
export async function directorySpecializations(em: EntityManager): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('lawyer_profiles')
    .where('public_consultation_available', '=', true)
    .select('specialization')
    .distinct()
    .orderBy('specialization')
    .execute();
  return rows.map((row) => row.specialization);
}

/**
 * The public directory (the same profiles and filters as publicLawyersJson: those taking
 * consultation requests) with their rating (the average of APPROVED reviews) in ONE statement: the approved
 * reviews are aggregated once per lawyer (reviews_lawyer_status_index), then joined. Sorted by
 * full name.
 */
export async function listLawyers(
  em: EntityManager,
  page: Page,
  query: Omit<DirectoryQuery, 'limit' | 'offset'> = {},
): Promise<LawyerRow[]> {
  const rows = await selectLawyers(em)
    .where(directoryFilter(query))
    .orderBy('u.full_name')
    .orderBy('lp.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toLawyerRow);
}

/** The profile of one member, or null when they have not published one. */
export async function findLawyerProfileOfUser(
  em: EntityManager,
  userId: string,
): Promise<LawyerRow | null> {
  const row = await selectLawyers(em).where('lp.user_id', '=', userId).executeTakeFirst();
  return row ? toLawyerRow(row) : null;
}

/**
 * Who has a page of their own (/lawyers/<slug>): verified lawyers taking consultation requests.
 * An unverified or withdrawn profile is not public.
 */
export async function findPublicLawyer(em: EntityManager, slug: string): Promise<LawyerRow | null> {
  const row = await selectLawyers(em)
    .where('lp.slug', '=', slug)
    .where('lp.verified', '=', true)
    .where('lp.public_consultation_available', '=', true)
    .executeTakeFirst();
  return row ? toLawyerRow(row) : null;
}

export async function getLawyer(em: EntityManager, id: string): Promise<LawyerRow> {
  const row = isUuid(id)
    ? await selectLawyers(em).where('lp.id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This lawyer profile does not exist.');
  return toLawyerRow(row);
}

function selectLawyers(em: EntityManager) {
  const db = tablesOf(em);
  const ratings = db
    .selectFrom('reviews')
    .where('status', '=', ReviewStatus.APPROVED)
    .groupBy('lawyer_id')
    .select((eb) => [
      'lawyer_id',
      sql<string>`round(avg(rating)::numeric, 1)`.as('average'),
      eb.fn.countAll<string>().as('total'),
    ]);
  return db
    .selectFrom('lawyer_profiles as lp')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .leftJoin(ratings.as('r'), 'r.lawyer_id', 'lp.id')
    .select([
      'lp.id',
      'lp.user_id',
      'lp.slug',
      'u.full_name',
      'lp.specialization',
      'lp.practice_areas',
      'lp.languages',
      'lp.experience',
      'lp.bio',
      'lp.photo_key',
      'lp.verified',
      'r.average',
      'r.total',
      'lp.consultation_rate',
      'lp.public_consultation_available',
      'lp.contact_phone',
      'lp.office_address',
      'lp.website_url',
      'lp.linkedin_url',
      'lp.updated_at',
    ]);
}

type SelectedLawyer = Awaited<
  ReturnType<ReturnType<typeof selectLawyers>['executeTakeFirstOrThrow']>
>;

function toLawyerRow(row: SelectedLawyer): LawyerRow {
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    fullName: row.full_name,
    specialization: row.specialization,
    practiceAreas: row.practice_areas ?? [],
    languages: row.languages ?? [],
    experience: row.experience,
    bio: row.bio,
    profileImage: lawyerPhotoPath(row.photo_key),
    verified: row.verified,
    averageRating: row.average === null ? 0 : Number(row.average),
    totalReviews: row.total === null ? 0 : Number(row.total),
    consultationRate: row.consultation_rate,
    publicConsultationAvailable: row.public_consultation_available,
    contactPhone: row.contact_phone,
    officeAddress: row.office_address,
    websiteUrl: safeHttpUrl(row.website_url),
    linkedinUrl: safeHttpUrl(row.linkedin_url),
    updatedAt: new Date(row.updated_at),
  };
}

export interface LawyerProfileInput {
  specialization: string;
  practiceAreas: string[];
  languages: string[];
  experience?: string | null;
  bio?: string | null;
  consultationRate?: string | null;
  publicConsultationAvailable: boolean;
  contactPhone?: string | null;
  officeAddress?: string | null;
  websiteUrl?: string | null;
  linkedinUrl?: string | null;
}

/** Publishes or updates the member's own profile; every field is checked, nothing half-saved. */
export async function saveLawyerProfile(
  em: EntityManager,
  userId: string,
  input: LawyerProfileInput,
): Promise<LawyerRow> {
  const problems: FieldErrors = {};
  const text = (field: string, value: string | null | undefined, max: number, required = false) => {
    const trimmed = value?.trim() ?? '';
    if (!required || checkRequired(problems, field, trimmed)) {
      checkMaxLength(problems, field, trimmed, max);
    }
    return trimmed.length > 0 ? trimmed : null;
  };
  const list = (field: string, values: string[]) => {
    const items = [...new Set(values.map((value) => value.trim()).filter((value) => value))];
    if (items.length > PROFILE_LIMITS.listItems) {
      problems[field] = `must have at most ${PROFILE_LIMITS.listItems} entries`;
    } else if (items.some((item) => item.length > PROFILE_LIMITS.listItem)) {
      problems[field] = `entries must be at most ${PROFILE_LIMITS.listItem} characters long`;
    }
    return items;
  };
  const url = (field: string, value: string | null | undefined) => {
    const trimmed = text(field, value, PROFILE_LIMITS.url);
    if (trimmed !== null && safeHttpUrl(trimmed) === null) {
      problems[field] = 'must be an http or https address';
    }
    return trimmed;
  };
  const values = {
    specialization: text(
      'specialization',
      input.specialization,
      PROFILE_LIMITS.specialization,
      true,
    ),
    practice_areas: list('practiceAreas', input.practiceAreas),
    languages: list('languages', input.languages),
    experience: text('experience', input.experience, PROFILE_LIMITS.experience),
    bio: text('bio', input.bio, PROFILE_LIMITS.bio),
    consultation_rate: text(
      'consultationRate',
      input.consultationRate,
      PROFILE_LIMITS.consultationRate,
    ),
    public_consultation_available: input.publicConsultationAvailable,
    contact_phone: text('contactPhone', input.contactPhone, PROFILE_LIMITS.contactPhone),
    office_address: text('officeAddress', input.officeAddress, PROFILE_LIMITS.officeAddress),
    website_url: url('websiteUrl', input.websiteUrl),
    linkedin_url: url('linkedinUrl', input.linkedinUrl),
  };
  throwIfProblems(problems);
  const row = { ...values, specialization: values.specialization ?? '' };
  // A namesake may take the same slug between choosing and saving: then choose again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await upsertProfile(em, userId, row);
      break;
    } catch (error) {
      if (attempt >= 3 || !isSlugTaken(error)) throw error;
    }
  }
  const saved = await findLawyerProfileOfUser(em, userId);
  if (!saved) throw notFound('This lawyer profile does not exist.');
  return saved;
}

type ProfileColumns = Omit<
  Insertable<PortalTables['lawyer_profiles']>,
  | 'id'
  | 'user_id'
  | 'slug'
  | 'verified'
  | 'verified_at'
  | 'verified_by_id'
  | 'created_at'
  | 'updated_at'
  // kept by the triggers (db/lawyer-directory-columns.ts); whatever is written is replaced
  | 'directory_name'
  | 'search_text'
>;

/** Inserts the member's profile with a new slug, or updates it keeping its slug. */
async function upsertProfile(em: EntityManager, userId: string, values: ProfileColumns) {
  const db = tablesOf(em);
  const existing = await db
    .selectFrom('lawyer_profiles')
    .select('slug')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const now = new Date().toISOString();
  if (existing) {
    await db
      .updateTable('lawyer_profiles')
      .set({ ...values, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    return;
  }
  const user = await db
    .selectFrom('users')
    .select('full_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lawyer_profiles')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      slug: await freeSlugFor(em, user.full_name),
      ...values,
      // the insert trigger fills both from the member's name, specialization and areas
      directory_name: '',
      search_text: '',
      verified: false,
      verified_at: null,
      verified_by_id: null,
      created_at: now,
      updated_at: now,
    })
    // The same member saving twice at once: the second updates what the first inserted.
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

function isSlugTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'lawyer_profiles_slug_unique';
}

/** Staff mark a profile verified (or take the mark back). */
export async function verifyLawyer(
  em: EntityManager,
  staffId: string,
  id: string,
  verified: boolean,
): Promise<LawyerRow> {
  if (!isUuid(id)) throw notFound('This lawyer profile does not exist.');
  const result = await tablesOf(em)
    .updateTable('lawyer_profiles')
    .set({
      verified,
      verified_at: verified ? new Date().toISOString() : null,
      verified_by_id: verified ? staffId : null,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('This lawyer profile does not exist.');
  return getLawyer(em, id);
}
