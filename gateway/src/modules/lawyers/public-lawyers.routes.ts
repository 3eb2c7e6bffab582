import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/domain-error.js';
import {
  DIRECTORY_LIMITS,
  DIRECTORY_PAGE_SIZE,
  type DirectoryQuery,
  directorySpecializations,
  findPublicLawyer,
  type LawyerRow,
  PROFILE_LIMITS,
  publicLawyersJson,
} from './lawyers.service.js';
import { listPublicReviews, REVIEW_PAGE_SIZE } from './public-reviews.service.js';

/** The header carrying how many lawyers match, beside a page of them. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

const offsetSchema = { type: 'integer', minimum: 0, maximum: DIRECTORY_LIMITS.offset } as const;

/** One public lawyer in the directory's shape (spec §3, `verified` as 1 or 0) with its slug. */
export function publicLawyerJson(lawyer: LawyerRow) {
  return {
    id: lawyer.id,
    slug: lawyer.slug,
    fullName: lawyer.fullName,
    specialization: lawyer.specialization,
    practiceAreas: lawyer.practiceAreas,
    languages: lawyer.languages,
    experience: lawyer.experience,
    bio: lawyer.bio,
    profileImage: lawyer.profileImage,
    verified: lawyer.verified ? 1 : 0,
    averageRating: lawyer.averageRating,
    totalReviews: lawyer.totalReviews,
    consultationRate: lawyer.consultationRate,
    publicConsultationAvailable: lawyer.publicConsultationAvailable,
    contactPhone: lawyer.contactPhone,
    officeAddress: lawyer.officeAddress,
    websiteUrl: lawyer.websiteUrl,
    linkedinUrl: lawyer.linkedinUrl,
  };
}

/**
 * GET /api/public/lawyers (public): spec §3 "Public lawyer" by name, the JSON built whole by
 * PostgreSQL (publicLawyersJson). Without parameters every listed lawyer (the spec's answer);
 * `limit`/`offset` page it, `search` and `specialization` filter it as the spec's directory
 * does, and X-Total-Count says how many match. GET /api/public/lawyer-specializations: the
 * filter's options. GET /api/public/lawyers/:slug (+ /reviews): one lawyer's public page.
 */
export function registerPublicLawyerRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: DirectoryQuery }>(
    '/api/public/lawyers',
    {
      config: { access: 'public' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: DIRECTORY_PAGE_SIZE.max },
            offset: offsetSchema,
            search: { type: 'string', maxLength: DIRECTORY_LIMITS.search },
            specialization: {
              type: 'string',
              minLength: 1,
              maxLength: PROFILE_LIMITS.specialization,
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { body, total } = await publicLawyersJson(request.em, request.query);
      return reply
        .header(TOTAL_COUNT_HEADER, String(total))
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );

  app.get('/api/public/lawyer-specializations', { config: { access: 'public' } }, (request) =>
    directorySpecializations(request.em),
  );

  const slugParams = {
    type: 'object',
    properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
    required: ['slug'],
  } as const;

  app.get<{ Params: { slug: string } }>(
    '/api/public/lawyers/:slug',
    { config: { access: 'public' }, schema: { params: slugParams } },
    async (request) => publicLawyerJson(await publicLawyerOrThrow(request.em, request.params.slug)),
  );

  app.get<{ Params: { slug: string }; Querystring: { limit?: number; offset?: number } }>(
    '/api/public/lawyers/:slug/reviews',
    {
      config: { access: 'public' },
      schema: {
        params: slugParams,
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: REVIEW_PAGE_SIZE.max },
            offset: offsetSchema,
          },
        },
      },
    },
    async (request) => {
      const lawyer = await publicLawyerOrThrow(request.em, request.params.slug);
      const page = await listPublicReviews(request.em, lawyer.id, request.query);
      return {
        total: page.total,
        items: page.items.map((review) => ({
          ...review,
          createdAt: review.createdAt.toISOString(),
        })),
      };
    },
  );
}

async function publicLawyerOrThrow(
  em: Parameters<typeof findPublicLawyer>[0],
  slug: string,
): Promise<LawyerRow> {
  const lawyer = await findPublicLawyer(em, slug);
  if (!lawyer) throw notFound('This lawyer has no public page.');
  return lawyer;
}
