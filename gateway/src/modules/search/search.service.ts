import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import { checkIntegerRange, throwIfProblems } from '../../errors/input-checks.js';
import { type MentionNames, mendCutMentions, postText } from '../../shared/post-markdown.js';
import { mentionNamesOf } from '../../shared/post-mentions.js';
import type { PracticeAreaRow } from '../practice-areas/index.js';
import type { AuthorRow } from '../users/index.js';
import {
  discussionMatches,
  searchText,
  searchTsQuery,
  withTrigramThreshold,
} from './search-text.js';

export const SEARCH_LIMIT = { default: 10, max: 50 } as const;

export interface DiscussionHitRow {
  id: string;
  title: string;
  /** Plain text around the first match ('…' where it was cut); never HTML. */
  snippet: string;
  practiceArea: PracticeAreaRow | null;
  author: AuthorRow;
  createdAt: Date;
}

export interface MemberHitRow {
  id: string;
  fullName: string;
  username: string;
  specialization: string | null;
  profileImage: string | null;
}

export interface NewsHitRow {
  id: string;
  title: string;
  snippet: string;
  publishedAt: Date;
}

/** A document of the library: title, description or file name match (documents_search_index). */
export interface DocumentHitRow {
  id: string;
  title: string;
  snippet: string;
  createdAt: Date;
}

/** An approved event (title, description or place match; content_submissions_event_search_index). */
export interface EventHitRow {
  id: string;
  title: string;
  snippet: string;
  eventDate: Date;
}

export interface SearchResultRows {
  query: string;
  discussions: DiscussionHitRow[];
  members: MemberHitRow[];
  news: NewsHitRow[];
  documents: DocumentHitRow[];
  events: EventHitRow[];
}

export interface SearchRequest {
  query: string;
  limit?: number;
  /** How the text argument is called in this API (`query` in GraphQL, `q` in REST). */
  queryField?: string;
}

// ts_headline without markers: the client highlights the words itself, so no HTML is sent.
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=12, ShortWord=2';

interface SnippetJson {
  text: string;
  cut_start: boolean;
  cut_end: boolean;
}

interface SearchJson {
  discussions: {
    id: string;
    title: string;
    snippet: SnippetJson;
    created_at: string;
    author: { id: string; full_name: string; profile_image: string | null };
    area: {
      id: string;
      slug: string;
      name_en: string;
      name_so: string;
      name_ar: string;
      name_fr: string;
    } | null;
  }[];
  members: {
    id: string;
    full_name: string;
    username: string;
    specialization: string | null;
    profile_image: string | null;
  }[];
  news: { id: string; title: string; snippet: SnippetJson; published_at: string }[];
  documents: { id: string; title: string; snippet: SnippetJson; created_at: string }[];
  events: { id: string; title: string; snippet: SnippetJson; event_date: string }[];
}

/**
 * The text and limit of a search, checked (BAD_USER_INPUT naming the field): callers check them
 * before taking a place of the expensive-work limiter (http/expensive-work.ts).
 */
export function readSearchRequest(request: SearchRequest): { text: string; limit: number } {
  const text = searchText(request.query, request.queryField ?? 'query');
  const limit = request.limit ?? SEARCH_LIMIT.default;
  const problems: FieldErrors = {};
  checkIntegerRange(problems, 'limit', limit, { min: 1, max: SEARCH_LIMIT.max });
  throwIfProblems(problems);
  return { text, limit };
}

/**
 * Discussions, members, published news, documents and approved events matching the text, best first, `limit` of each, in ONE
 * statement (inside a transaction that sets the trigram threshold).
 *
 * A row matches by full text (websearch_to_tsquery in the 'simple' configuration, the last word
 * as a prefix) or by trigram similarity to its title or name (typos, partial words, any script).
 * Its score adds the full-text rank, 1 when the title or name itself matches the words, and the
 * trigram similarity of the title or name: a title match comes before a match in the body only.
 * Every WHERE expression is written as its index is (migration 20261122033701).
 */
export async function search(em: EntityManager, request: SearchRequest): Promise<SearchResultRows> {
  const { text, limit } = readSearchRequest(request);
  const tsq = searchTsQuery(text);

  const row = await withTrigramThreshold(em, async (tem) => {
    const { rows } = await sql<SearchJson>`
      with discussion_hits as (
        select d.id, d.title, d.content, d.created_at, d.author_id, d.practice_area_id,
          ts_rank_cd(to_tsvector('simple', d.title || ' ' || d.content), ${tsq})
            + case when to_tsvector('simple', d.title) @@ ${tsq} then 1 else 0 end
            + strict_word_similarity(${text}, d.title) as score
        from discussions d
        where ${discussionMatches(text, tsq)}
        order by score desc, d.created_at desc, d.id desc
        limit ${limit}
      ),
      member_hits as (
        select u.id, u.full_name, u.username, u.specialization, u.profile_image,
          ts_rank_cd(to_tsvector('simple', u.full_name || ' ' || u.username || ' ' || coalesce(u.specialization, '') || ' ' || coalesce(u.bio, '')), ${tsq})
            + case when to_tsvector('simple', u.full_name || ' ' || u.username) @@ ${tsq} then 1 else 0 end
            + strict_word_similarity(${text}, u.full_name || ' ' || u.username || ' ' || coalesce(u.specialization, '')) as score
        from users u
        where to_tsvector('simple', u.full_name || ' ' || u.username || ' ' || coalesce(u.specialization, '') || ' ' || coalesce(u.bio, '')) @@ ${tsq}
          or ${text} <<% (u.full_name || ' ' || u.username || ' ' || coalesce(u.specialization, ''))
        order by score desc, u.full_name, u.id
        limit ${limit}
      ),
      news_hits as (
        select n.id, n.title, n.excerpt, n.content, n.published_at,
          ts_rank_cd(to_tsvector('simple', n.title || ' ' || coalesce(n.excerpt, '') || ' ' || n.content), ${tsq})
            + case when to_tsvector('simple', n.title) @@ ${tsq} then 1 else 0 end
            + strict_word_similarity(${text}, n.title) as score
        from news_items n
        where (to_tsvector('simple', n.title || ' ' || coalesce(n.excerpt, '') || ' ' || n.content) @@ ${tsq}
            or ${text} <<% n.title)
          and n.status = 'approved' and n.published_at <= now()
        order by score desc, n.published_at desc, n.id desc
        limit ${limit}
      ),
      document_hits as (
        select doc.id, doc.title, doc.description, doc.file_name, doc.created_at,
          ts_rank_cd(to_tsvector('simple', doc.title || ' ' || coalesce(doc.description, '') || ' ' || doc.file_name), ${tsq})
            + case when to_tsvector('simple', doc.title) @@ ${tsq} then 1 else 0 end
            + strict_word_similarity(${text}, doc.title) as score
        from documents doc
        where (to_tsvector('simple', doc.title || ' ' || coalesce(doc.description, '') || ' ' || doc.file_name) @@ ${tsq}
          or ${text} <<% doc.title)
          -- Only what every member may download: not a file still scanning or quarantined.
          and doc.status = 'available'
        order by score desc, doc.created_at desc, doc.id desc
        limit ${limit}
      ),
      event_hits as (
        select ev.id, ev.title, ev.content, ev.location, ev.event_date,
          ts_rank_cd(to_tsvector('simple', coalesce(ev.title, '') || ' ' || ev.content || ' ' || coalesce(ev.location, '')), ${tsq})
            + case when to_tsvector('simple', coalesce(ev.title, '')) @@ ${tsq} then 1 else 0 end
            + strict_word_similarity(${text}, coalesce(ev.title, '')) as score
        from content_submissions ev
        where (to_tsvector('simple', coalesce(ev.title, '') || ' ' || ev.content || ' ' || coalesce(ev.location, '')) @@ ${tsq}
            or ${text} <<% coalesce(ev.title, ''))
          -- What the events page shows: approved events only.
          and ev.type = 'event' and ev.status = 'approved'
        order by score desc, ev.event_date desc, ev.id desc
        limit ${limit}
      )
      select
        (select coalesce(json_agg(json_build_object(
            'id', h.id, 'title', h.title, 'created_at', h.created_at,
            'snippet', json_build_object('text', s.text,
              'cut_start', left(h.content, length(s.text)) <> s.text,
              'cut_end', right(h.content, length(s.text)) <> s.text),
            'author', json_build_object('id', u.id, 'full_name', u.full_name, 'profile_image', u.profile_image),
            'area', case when pa.id is null then null else json_build_object('id', pa.id, 'slug', pa.slug,
              'name_en', pa.name_en, 'name_so', pa.name_so, 'name_ar', pa.name_ar, 'name_fr', pa.name_fr) end
          ) order by h.score desc, h.created_at desc, h.id desc), '[]'::json)
          from discussion_hits h
          join users u on u.id = h.author_id
          left join practice_areas pa on pa.id = h.practice_area_id
          cross join lateral (select ts_headline('simple', h.content, ${tsq}, ${HEADLINE_OPTIONS}) as text) s
        ) as discussions,
        (select coalesce(json_agg(json_build_object(
            'id', h.id, 'full_name', h.full_name, 'username', h.username,
            'specialization', h.specialization, 'profile_image', h.profile_image
          ) order by h.score desc, h.full_name, h.id), '[]'::json)
          from member_hits h
        ) as members,
        (select coalesce(json_agg(json_build_object(
            'id', h.id, 'title', h.title, 'published_at', h.published_at,
            'snippet', json_build_object('text', s.text,
              'cut_start', left(s.body, length(s.text)) <> s.text,
              'cut_end', right(s.body, length(s.text)) <> s.text)
          ) order by h.score desc, h.published_at desc, h.id desc), '[]'::json)
          from news_hits h
          cross join lateral (select coalesce(h.excerpt || ' ', '') || h.content as body) b
          cross join lateral (select b.body, ts_headline('simple', b.body, ${tsq}, ${HEADLINE_OPTIONS}) as text) s
        ) as news,
        (select coalesce(json_agg(json_build_object(
            'id', h.id, 'title', h.title, 'created_at', h.created_at,
            'snippet', json_build_object('text', s.text,
              'cut_start', left(b.body, length(s.text)) <> s.text,
              'cut_end', right(b.body, length(s.text)) <> s.text)
          ) order by h.score desc, h.created_at desc, h.id desc), '[]'::json)
          from document_hits h
          cross join lateral (select coalesce(h.description || ' ', '') || h.file_name as body) b
          cross join lateral (select ts_headline('simple', b.body, ${tsq}, ${HEADLINE_OPTIONS}) as text) s
        ) as documents,
        (select coalesce(json_agg(json_build_object(
            'id', h.id, 'title', coalesce(h.title, ''), 'event_date', h.event_date,
            'snippet', json_build_object('text', s.text,
              'cut_start', left(h.content, length(s.text)) <> s.text,
              'cut_end', right(h.content, length(s.text)) <> s.text)
          ) order by h.score desc, h.event_date desc, h.id desc), '[]'::json)
          from event_hits h
          cross join lateral (select ts_headline('simple', h.content, ${tsq}, ${HEADLINE_OPTIONS}) as text) s
        ) as events
    `.execute(tablesOf(tem));
    return rows[0];
  });
  if (!row) throw new Error('The search statement answered no row.');
  // A mention in an excerpt reads @Name under the member's current name.
  for (const hit of row.discussions) hit.snippet.text = mendCutMentions(hit.snippet.text);
  const names = await mentionNamesOf(
    em,
    row.discussions.map((hit) => hit.snippet.text),
  );

  return {
    query: text,
    discussions: row.discussions.map((hit) => ({
      id: hit.id,
      title: hit.title,
      snippet: snippetText(hit.snippet, names),
      createdAt: new Date(hit.created_at),
      author: {
        id: hit.author.id,
        fullName: hit.author.full_name,
        profileImage: hit.author.profile_image,
      },
      practiceArea: hit.area && {
        id: hit.area.id,
        slug: hit.area.slug,
        names: {
          en: hit.area.name_en,
          so: hit.area.name_so,
          ar: hit.area.name_ar,
          fr: hit.area.name_fr,
        },
      },
    })),
    members: row.members.map((hit) => ({
      id: hit.id,
      fullName: hit.full_name,
      username: hit.username,
      specialization: hit.specialization,
      profileImage: hit.profile_image,
    })),
    news: row.news.map((hit) => ({
      id: hit.id,
      title: hit.title,
      snippet: snippetText(hit.snippet),
      publishedAt: new Date(hit.published_at),
    })),
    documents: row.documents.map((hit) => ({
      id: hit.id,
      title: hit.title,
      snippet: snippetText(hit.snippet),
      createdAt: new Date(hit.created_at),
    })),
    events: row.events.map((hit) => ({
      id: hit.id,
      title: hit.title,
      snippet: snippetText(hit.snippet),
      eventDate: new Date(hit.event_date),
    })),
  };
}

function snippetText(
  { text, cut_start, cut_end }: SnippetJson,
  /** For a discussion's excerpt, shown as text: its Markdown marks dropped, as on its card. */
  markdownNames?: MentionNames,
): string {
  const trimmed = (markdownNames ? postText(text, markdownNames) : text).trim();
  if (trimmed.length === 0) return '';
  return `${cut_start ? '… ' : ''}${trimmed}${cut_end ? ' …' : ''}`;
}
