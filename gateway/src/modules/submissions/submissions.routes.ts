import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import type { ModerationQueues } from '../moderation/moderation-queues.js';
import { ANY_MEMBER } from '../users/role.js';
import { parseSubmission } from './submission-input.js';
import { SubmissionType } from './submission-values.js';
import {
  listMySubmissions,
  listRecentSocialActivity,
  type SubmissionRow,
  submitContent,
} from './submissions.service.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Spec §3 "Pending submitted content" with every type-specific field, as JSON. */
export function toRestSubmission(row: SubmissionRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    scheduledDate: iso(row.scheduledDate),
    eventDate: iso(row.eventDate),
    scheduledShare: iso(row.scheduledShare),
    decidedAt: iso(row.decidedAt),
  };
}

const PATHS: Record<SubmissionType, string> = {
  [SubmissionType.NEWS]: '/api/admin/content/news',
  [SubmissionType.EVENT]: '/api/admin/content/events',
  [SubmissionType.SOCIAL]: '/api/admin/content/social',
};

/**
 * Spec §7's submission calls (any signed-in member; the body is validated by the service, 400
 * naming the field; authorId/type/status sent by the client are ignored), "my submissions" and
 * the public recent social activity.
 */
export function registerSubmissionRoutes(
  app: FastifyInstance,
  { queues }: { queues: ModerationQueues },
): void {
  for (const type of Object.values(SubmissionType)) {
    app.post(PATHS[type], { config: { access: ANY_MEMBER } }, async (request, reply) => {
      const input = parseSubmission(type, request.body);
      const row = await submitContent(request.em, queues, viewerOf(request).id, input);
      reply.code(201);
      return toRestSubmission(row);
    });
  }

  app.get('/api/submissions/mine', { config: { access: ANY_MEMBER } }, async (request) =>
    (await listMySubmissions(request.em, viewerOf(request).id)).map(toRestSubmission),
  );

  app.get('/api/social/activity', { config: { access: 'public' } }, async (request) =>
    (await listRecentSocialActivity(request.em, 10)).map((row) => ({
      ...row,
      scheduledFor: iso(row.scheduledFor),
      publishedAt: row.publishedAt.toISOString(),
    })),
  );
}
