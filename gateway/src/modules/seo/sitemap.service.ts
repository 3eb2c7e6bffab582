import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { ReviewStatus } from '../../values/review-status.js';

/**
 * Lawyers per sitemap file: each is listed in the four languages, so a file holds 10,000
 * addresses (the protocol allows 50,000 and 50 MB per file).
 */
export const LAWYERS_PER_SITEMAP = 2_500;

/** When a public lawyer page last changed: its profile, its verification, an approved review. */
const LAST_CHANGE = sql<string>`greatest(lp.updated_at, lp.verified_at, (
  select max(r.decided_at) from reviews r
  where r.lawyer_id = lp.id and r.status = ${ReviewStatus.APPROVED}))`;

const PUBLIC_PAGE = sql<boolean>`lp.verified and lp.public_consultation_available`;

export interface SitemapChunk {
  /** 1, 2, ...: /sitemaps/lawyers-<number>.xml */
  number: number;
  lastmod: Date;
}

/** The lawyer sitemap files there are (by slug, LAWYERS_PER_SITEMAP each) and their last change. */
export async function lawyerSitemapChunks(em: EntityManager): Promise<SitemapChunk[]> {
  const result = await sql<{ chunk: number; lastmod: Date }>`
    select chunk + 1 as chunk, max(lastmod) as lastmod from (
      select (row_number() over (order by lp.slug) - 1) / ${LAWYERS_PER_SITEMAP} as chunk,
        ${LAST_CHANGE} as lastmod
      from lawyer_profiles lp where ${PUBLIC_PAGE}
    ) pages group by chunk order by chunk`.execute(tablesOf(em));
  return result.rows.map((row) => ({ number: Number(row.chunk), lastmod: new Date(row.lastmod) }));
}

export interface LawyerPageEntry {
  slug: string;
  lastmod: Date;
}

/** The public lawyer pages of one sitemap file (numbered from 1), by slug. */
export async function lawyerSitemapEntries(
  em: EntityManager,
  number: number,
): Promise<LawyerPageEntry[]> {
  const result = await sql<{ slug: string; lastmod: Date }>`
    select lp.slug, ${LAST_CHANGE} as lastmod from lawyer_profiles lp where ${PUBLIC_PAGE}
    order by lp.slug limit ${LAWYERS_PER_SITEMAP} offset ${(number - 1) * LAWYERS_PER_SITEMAP}`.execute(
    tablesOf(em),
  );
  return result.rows.map((row) => ({ slug: row.slug, lastmod: new Date(row.lastmod) }));
}
