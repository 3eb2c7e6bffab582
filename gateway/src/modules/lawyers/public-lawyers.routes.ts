import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../errors/domain-error.js';
import { IsoDateTime, Limit, Nullable, Offset, Shape, Uuid } from '../../http/api-schema.js';
import { runExpensive } from '../../http/expensive-work.js';
import {
  DIRECTORY_LIMITS,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_RATING,
  type DirectoryQuery,
  directoryFilterOptions,
  directorySpecializations,
  findPublicLawyer,
  type LawyerRow,
  PROFILE_LIMITS,
  publicLawyersJson,
} from './lawyers.service.js';
import { listPublicReviews, REVIEW_PAGE_SIZE } from './public-reviews.service.js';

/** The header carrying how many lawyers match, beside a page of them. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

const DirectoryOffset = Offset(DIRECTORY_LIMITS.offset);

const text = Nullable(Type.String());

/** The directory's filters beyond the spec's (issue 31), GraphQL's publicLawyers arguments too. */
const DirectoryFilterParameters = {
  practiceArea: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PROFILE_LIMITS.listItem,
      description: 'Only lawyers offering this practice area (one of the filters answer).',
    }),
  ),
  city: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PROFILE_LIMITS.officeAddress,
      description: "Only lawyers whose office is in this city (the office address's last part).",
    }),
  ),
  language: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PROFILE_LIMITS.listItem,
      description: 'Only lawyers speaking this language.',
    }),
  ),
  verified: Type.Optional(
    Type.Boolean({ description: 'true: only verified lawyers; false or absent: all.' }),
  ),
  minRating: Type.Optional(
    Type.Integer({
      minimum: DIRECTORY_RATING.min,
      maximum: DIRECTORY_RATING.max,
      description: 'Only lawyers whose approved reviews average at least this many stars.',
    }),
  ),
};

const FilterOptions = Shape({
  specializations: Type.Array(Type.String()),
  practiceAreas: Type.Array(Type.String()),
  cities: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
});

/** Spec §3 "Public lawyer" (the directory's JSON is built by PostgreSQL: publicLawyersJson). */
const PublicLawyer = Shape({
  id: Uuid(),
  slug: Type.String({ description: "The address of the lawyer's page: /lawyers/<slug>." }),
  fullName: Type.String(),
  specialization: text,
  practiceAreas: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  experience: text,
  bio: text,
  profileImage: text,
  verified: Type.Union([Type.Literal(1), Type.Literal(0)], { description: '1: verified.' }),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  consultationRate: text,
  publicConsultationAvailable: Type.Boolean(),
  contactPhone: text,
  officeAddress: text,
  websiteUrl: text,
  linkedinUrl: text,
});

const PublicReview = Shape({
  id: Uuid(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  reviewerName: Type.String({ description: "The reviewer's first name only." }),
  consultationType: Type.String(),
  createdAt: IsoDateTime(),
});

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

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
    verified: lawyer.verified ? (1 as const) : (0 as const),
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
 * does, `practiceArea`, `city`, `language`, `verified` and `minRating` narrow it further, and
 * X-Total-Count says how many match. GET /api/public/lawyer-specializations: the spec filter's
 * options; GET /api/public/lawyer-filters: every filter's. GET /api/public/lawyers/:slug (+ /reviews): one lawyer's public page.
 */
export function registerPublicLawyerRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/public/lawyers',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The public lawyer directory',
        description:
          "Every listed lawyer without parameters (the spec's answer); limit/offset page it, " +
          'search (name, specialization, practice areas, languages, office address; ignoring ' +
          'case and accents), specialization, practiceArea, city, language, verified and ' +
          'minRating filter it; the X-Total-Count header says how many match.',
        querystring: Type.Object({
          limit: Type.Optional(Limit(DIRECTORY_PAGE_SIZE.max, 'all')),
          offset: Type.Optional(DirectoryOffset),
          search: Type.Optional(Type.String({ maxLength: DIRECTORY_LIMITS.search })),
          specialization: Type.Optional(
            Type.String({ minLength: 1, maxLength: PROFILE_LIMITS.specialization }),
          ),
          ...DirectoryFilterParameters,
        }),
        response: { 200: Type.Array(PublicLawyer) },
      },
    },
    async (request, reply) => {
      const { body, total } = await runExpensive(request, () =>
        publicLawyersJson(request.em, request.query as DirectoryQuery),
      );
      // Ready JSON text from PostgreSQL (the schema documents it; the tests check it).
      return reply
        .header(TOTAL_COUNT_HEADER, String(total))
        .type('application/json; charset=utf-8')
        .send(body as never);
    },
  );

  app.get(
    '/api/public/lawyer-specializations',
    {
      config: { access: 'public' },
      schema: {
        summary: "The directory filter's specializations",
        response: { 200: Type.Array(Type.String()) },
      },
    },
    (request) => directorySpecializations(request.em),
  );

  app.get(
    '/api/public/lawyer-filters',
    {
      config: { access: 'public' },
      schema: {
        summary: "The directory filters' options",
        description:
          'What the listed lawyers name as specialization, practice area, city and language, each sorted.',
        response: { 200: FilterOptions },
      },
    },
    (request) => directoryFilterOptions(request.em),
  );

  app.get(
    '/api/public/lawyers/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary: "One lawyer's public page",
        params: SlugParams,
        response: { 200: PublicLawyer },
      },
    },
    async (request) => publicLawyerJson(await publicLawyerOrThrow(request.em, request.params.slug)),
  );

  app.get(
    '/api/public/lawyers/:slug/reviews',
    {
      config: { access: 'public' },
      schema: {
        summary: "A page of a lawyer's approved reviews",
        params: SlugParams,
        querystring: Type.Object({
          limit: Type.Optional(Limit(REVIEW_PAGE_SIZE.max, REVIEW_PAGE_SIZE.default)),
          offset: Type.Optional(DirectoryOffset),
        }),
        response: {
          200: Shape({ total: Type.Integer(), items: Type.Array(PublicReview) }),
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
