import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import { ReviewStatus } from '../../values/review-status.js';

/** Page sizes of a lawyer's reviews on their page. */
export const REVIEW_PAGE_SIZE = { default: 5, max: 50 } as const;

/** An approved review as a lawyer's public page shows it. */
export interface PublicReviewRow {
  id: string;
  rating: number;
  text: string;
  /** Only the reviewer's first name is public. */
  reviewerName: string;
  consultationType: string;
  createdAt: Date;
}

export interface PublicReviewPage {
  total: number;
  items: PublicReviewRow[];
}

/** The first word of a name: a review signed "Hodan" rather than the requester's full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * A page of a lawyer's APPROVED reviews, newest first, and how many there are in all, in one
 * statement (reviews_lawyer_status_index).
 */
export async function listPublicReviews(
  em: EntityManager,
  lawyerId: string,
  { limit = REVIEW_PAGE_SIZE.default, offset = 0 }: { limit?: number; offset?: number },
): Promise<PublicReviewPage> {
  const rows = await tablesOf(em)
    .selectFrom('reviews')
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', ReviewStatus.APPROVED)
    .select([
      'id',
      'rating',
      'text',
      'client_name',
      'consultation_type',
      'created_at',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  // Past the last page no row carries the total: count it apart (rare).
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total ?? 0)
      : await countReviews(em, lawyerId);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      reviewerName: firstNameOf(row.client_name),
      consultationType: row.consultation_type,
      createdAt: new Date(row.created_at),
    })),
  };
}

async function countReviews(em: EntityManager, lawyerId: string): Promise<number> {
  const row = await tablesOf(em)
    .selectFrom('reviews')
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', ReviewStatus.APPROVED)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
