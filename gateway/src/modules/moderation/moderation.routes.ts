import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Limit, Nullable, Offset, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { JobQueue } from '../../queues/job-queue.js';
import { ModeratedItemType } from '../../values/moderation-values.js';
import { STAFF } from '../../values/role.js';
import { listPendingSubmissions, SubmissionBody, toRestSubmission } from '../submissions/index.js';
import {
  type DecisionOutcome,
  decide,
  listConsultations,
  listPendingNews,
  listPendingReviews,
  moderatedTypeOfSubmission,
  parseContentType,
  REASON_MAX,
  readAdminStats,
} from './moderation.service.js';

const DecisionBody = Type.Object({
  approved: Type.Boolean({ description: 'true approves (publishes), false rejects.' }),
  reason: Type.Optional(
    Nullable(Type.String({ maxLength: REASON_MAX, description: 'Shown to the author.' })),
  ),
});

const Decision = Shape({
  id: Uuid(),
  status: Type.String(),
  approved: Type.Boolean(),
  reason: Nullable(Type.String()),
  applied: Type.Boolean({ description: 'false (202): recorded, the worker applies it shortly.' }),
});

const decisionSchema = {
  body: DecisionBody,
  params: Type.Object({ id: Uuid() }),
  response: { 200: Decision, 202: Decision },
};

const AdminStats = Shape({
  pendingNews: Type.Integer(),
  pendingReviews: Type.Integer(),
  totalConsultations: Type.Integer(),
  totalMembers: Type.Integer(),
  pendingContent: Type.Integer(),
  newsQueue: Type.Integer({ description: "News items and members' submitted news waiting." }),
  eventsQueue: Type.Integer({ description: 'Submitted events waiting.' }),
  socialQueue: Type.Integer({ description: 'Submitted social posts waiting.' }),
  flaggedPosts: Type.Integer({ description: 'Posts with flags waiting for a moderator.' }),
});

const PendingNews = Shape({
  id: Uuid(),
  title: Type.String(),
  excerpt: Nullable(Type.String()),
  content: Type.String(),
  category: Type.String(),
  createdAt: IsoDateTime(),
  status: Type.String(),
  author: Shape({ fullName: Type.String() }),
});

const PendingReview = Shape({
  id: Uuid(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  reviewText: Type.String(),
  clientName: Type.String(),
  consultationType: Type.String(),
  createdAt: IsoDateTime(),
  status: Type.String(),
  lawyer: Shape({ fullName: Type.String() }),
});

const AdminConsultation = Shape({
  id: Uuid(),
  clientName: Type.String(),
  clientEmail: Type.String(),
  clientPhone: Nullable(Type.String()),
  consultationType: Type.String(),
  description: Type.String(),
  preferredDate: Nullable(IsoDateTime()),
  createdAt: IsoDateTime(),
  status: Type.String(),
  lawyer: Shape({ fullName: Type.String() }),
});

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Spec §7's admin calls (moderators and admins; 401 anonymous, 403 members). */
export function registerModerationRoutes(
  fastify: FastifyInstance,
  { queues }: { queues: JobQueue },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const access = STAFF;

  app.get(
    '/api/admin/stats',
    { config: { access }, schema: { summary: 'The admin cards', response: { 200: AdminStats } } },
    (request) => readAdminStats(request.em),
  );

  app.get(
    '/api/admin/news/pending',
    {
      config: { access },
      schema: { summary: 'News awaiting moderation', response: { 200: Type.Array(PendingNews) } },
    },
    async (request) =>
      (await listPendingNews(request.em)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
  );

  app.get(
    '/api/admin/reviews/pending',
    {
      config: { access },
      schema: {
        summary: 'Reviews awaiting moderation',
        response: { 200: Type.Array(PendingReview) },
      },
    },
    async (request) =>
      (await listPendingReviews(request.em)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
  );

  app.get(
    '/api/admin/consultations',
    {
      config: { access },
      schema: {
        summary: 'Consultation requests, newest first',
        querystring: Type.Object({
          limit: Type.Optional(Limit(200, 100)),
          // GraphQL's Int range, as the consultations query: a larger number (1e308 is an
          // integer to the schema) failed in PostgreSQL with a 500.
          offset: Type.Optional(Offset()),
        }),
        response: { 200: Type.Array(AdminConsultation) },
      },
    },
    async (request) =>
      (
        await listConsultations(request.em, {
          limit: request.query.limit ?? 100,
          offset: request.query.offset ?? 0,
        })
      ).map((row) => ({
        ...row,
        preferredDate: iso(row.preferredDate),
        createdAt: row.createdAt.toISOString(),
      })),
  );

  app.get(
    '/api/admin/content/pending',
    {
      config: { access },
      schema: {
        summary: 'Submitted content awaiting moderation',
        response: { 200: Type.Array(SubmissionBody) },
      },
    },
    async (request) => (await listPendingSubmissions(request.em)).map(toRestSubmission),
  );

  // 200: applied, the next read shows it. 202: recorded, the worker applies it shortly.
  const answer = (reply: FastifyReply, outcome: DecisionOutcome) =>
    reply.code(outcome.applied ? 200 : 202).send({
      id: outcome.id,
      status: outcome.status,
      approved: outcome.approved,
      reason: outcome.reason,
      applied: outcome.applied,
    });

  app.post(
    '/api/admin/news/:id/approve',
    { config: { access }, schema: { summary: 'Approve or reject a news item', ...decisionSchema } },
    async (request, reply) =>
      answer(
        reply,
        await decide(request.em, queues, {
          itemType: ModeratedItemType.NEWS,
          itemId: request.params.id,
          approved: request.body.approved,
          reason: request.body.reason,
          moderatorId: viewerOf(request).id,
        }),
      ),
  );

  app.post(
    '/api/admin/reviews/:id/approve',
    { config: { access }, schema: { summary: 'Approve or reject a review', ...decisionSchema } },
    async (request, reply) =>
      answer(
        reply,
        await decide(request.em, queues, {
          itemType: ModeratedItemType.REVIEW,
          itemId: request.params.id,
          approved: request.body.approved,
          reason: request.body.reason,
          moderatorId: viewerOf(request).id,
        }),
      ),
  );

  app.post(
    '/api/admin/content/:type/:id/approve',
    {
      config: { access },
      schema: {
        summary: 'Approve or reject submitted content',
        ...decisionSchema,
        params: Type.Object({
          type: OneOf(['news', 'event', 'social']),
          id: Uuid(),
        }),
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await decide(request.em, queues, {
          itemType: moderatedTypeOfSubmission(parseContentType(request.params.type)),
          itemId: request.params.id,
          approved: request.body.approved,
          reason: request.body.reason,
          moderatorId: viewerOf(request).id,
        }),
      ),
  );
}
