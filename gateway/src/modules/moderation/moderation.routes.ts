import type { FastifyInstance, FastifyReply } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import { toRestSubmission } from '../submissions/submissions.routes.js';
import { listPendingSubmissions } from '../submissions/submissions.service.js';
import { STAFF } from '../users/role.js';
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
import type { ModerationQueues } from './moderation-queues.js';
import { ModeratedItemType } from './moderation-values.js';

interface DecisionBody {
  approved: boolean;
  reason?: string | null;
}

const decisionSchema = {
  body: {
    type: 'object',
    required: ['approved'],
    properties: {
      approved: { type: 'boolean' },
      reason: { type: ['string', 'null'], maxLength: REASON_MAX },
    },
  },
  params: {
    type: 'object',
    properties: { id: { type: 'string', format: 'uuid' } },
  },
} as const;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Spec §7's admin calls (moderators and admins; 401 anonymous, 403 members). */
export function registerModerationRoutes(
  app: FastifyInstance,
  { queues }: { queues: ModerationQueues },
): void {
  const access = STAFF;

  app.get('/api/admin/stats', { config: { access } }, (request) => readAdminStats(request.em));

  app.get('/api/admin/news/pending', { config: { access } }, async (request) =>
    (await listPendingNews(request.em)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  );

  app.get('/api/admin/reviews/pending', { config: { access } }, async (request) =>
    (await listPendingReviews(request.em)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  );

  app.get<{ Querystring: { limit?: number; offset?: number } }>(
    '/api/admin/consultations',
    {
      config: { access },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            // GraphQL's Int range, as the consultations query: a larger number (1e308 is an
            // integer to the schema) failed in PostgreSQL with a 500.
            offset: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          },
        },
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

  app.get('/api/admin/content/pending', { config: { access } }, async (request) =>
    (await listPendingSubmissions(request.em)).map(toRestSubmission),
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

  app.post<{ Params: { id: string }; Body: DecisionBody }>(
    '/api/admin/news/:id/approve',
    { config: { access }, schema: decisionSchema },
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

  app.post<{ Params: { id: string }; Body: DecisionBody }>(
    '/api/admin/reviews/:id/approve',
    { config: { access }, schema: decisionSchema },
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

  app.post<{ Params: { type: string; id: string }; Body: DecisionBody }>(
    '/api/admin/content/:type/:id/approve',
    {
      config: { access },
      schema: {
        ...decisionSchema,
        params: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['news', 'event', 'social'] },
            id: { type: 'string', format: 'uuid' },
          },
        },
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
