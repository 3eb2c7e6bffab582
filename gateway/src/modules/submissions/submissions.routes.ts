import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams, IsoDateTime, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { JobQueue } from '../../queues/job-queue.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  AUDIENCES,
  EVENT_CATEGORIES,
  NEWS_SUBMISSION_CATEGORIES,
  SOCIAL_PLATFORMS,
  SubmissionPriority,
  SubmissionType,
} from '../../values/submission-values.js';
import { SubmissionBody, toRestSubmission } from './submission-body.js';
import { parseSubmission } from './submission-input.js';
import {
  listMySubmissions,
  listRecentSocialActivity,
  resubmitContent,
  submitContent,
} from './submissions.service.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const text = Nullable(Type.String());
const date = Nullable(IsoDateTime());

// What each kind of submission reads (spec §3). The fields' types are documented here; the
// submission reader (submission-input.ts, shared with GraphQL) checks presence, lengths, dates
// and the value lists, 400 naming the field.
const field = (description: string) => Type.Optional(Nullable(Type.String({ description })));
const priority = field(`One of ${Object.values(SubmissionPriority).join(', ')} (default normal).`);
const BODIES: Record<SubmissionType, ReturnType<typeof Type.Object>> = {
  [SubmissionType.NEWS]: Type.Object({
    title: field('Required.'),
    content: field('Required.'),
    excerpt: field('Optional.'),
    category: field(`One of ${NEWS_SUBMISSION_CATEGORIES.join(', ')}.`),
    socialMediaLinks: field('Optional.'),
    scheduledDate: field('Optional: when to publish (ISO 8601).'),
    priority,
  }),
  [SubmissionType.EVENT]: Type.Object({
    title: field('Required.'),
    description: field('Required.'),
    eventDate: field('Required (ISO 8601).'),
    timeZone: field('Optional: the IANA time zone of the event (Africa/Mogadishu when omitted).'),
    location: field('Optional.'),
    category: field(`One of ${EVENT_CATEGORIES.join(', ')}.`),
    registrationRequired: Type.Optional(Nullable(Type.Boolean())),
    maxAttendees: Type.Optional(
      Nullable(Type.Integer({ description: 'With registrationRequired.' })),
    ),
    socialMediaPromotion: Type.Optional(Nullable(Type.Boolean())),
    priority,
  }),
  [SubmissionType.SOCIAL]: Type.Object({
    content: field('Required.'),
    platform: field(`One of ${SOCIAL_PLATFORMS.join(', ')}.`),
    postUrl: field('Optional: an http(s) address.'),
    hashtags: field('Optional.'),
    scheduledShare: field('Optional: when to share (ISO 8601).'),
    targetAudience: field(`One of ${AUDIENCES.join(', ')}.`),
    priority,
  }),
};

const PATHS: Record<SubmissionType, string> = {
  [SubmissionType.NEWS]: '/api/admin/content/news',
  [SubmissionType.EVENT]: '/api/admin/content/events',
  [SubmissionType.SOCIAL]: '/api/admin/content/social',
};

const SocialActivity = Shape({
  id: Uuid(),
  submissionId: Uuid(),
  platform: Type.String(),
  publisher: Type.String(),
  content: Type.String(),
  hashtags: text,
  postUrl: text,
  externalUrl: text,
  scheduledFor: date,
  publishedAt: IsoDateTime(),
});

/**
 * Spec §7's submission calls (any signed-in member; the body is validated by the service, 400
 * naming the field; authorId/type/status sent by the client are ignored), "my submissions" and
 * the public recent social activity.
 */
export function registerSubmissionRoutes(
  fastify: FastifyInstance,
  { queues }: { queues: JobQueue },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const type of Object.values(SubmissionType)) {
    app.post(
      PATHS[type],
      {
        config: { access: ANY_MEMBER },
        schema: {
          summary: `Submit ${type === SubmissionType.EVENT ? 'an event' : `${type} content`} for moderation`,
          body: BODIES[type],
          response: { 201: SubmissionBody },
        },
      },
      async (request, reply) => {
        const input = parseSubmission(type, request.body);
        const row = await submitContent(request.em, queues, viewerOf(request).id, input);
        reply.code(201);
        return toRestSubmission(row);
      },
    );
  }

  app.post(
    '/api/submissions/:id/resubmit',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Send one of my rejected submissions again, edited',
        params: IdParams,
        body: Type.Object({
          title: Type.Optional(Nullable(Type.String({ description: 'News and events.' }))),
          excerpt: Type.Optional(Nullable(Type.String({ description: 'News.' }))),
          content: Type.String({ description: 'The text or description.' }),
        }),
        response: { 201: SubmissionBody },
      },
    },
    async (request, reply) => {
      const row = await resubmitContent(request.em, queues, viewerOf(request).id, {
        ...request.body,
        id: request.params.id,
      });
      reply.code(201);
      return toRestSubmission(row);
    },
  );

  app.get(
    '/api/submissions/mine',
    {
      config: { access: ANY_MEMBER },
      schema: { summary: 'My submissions', response: { 200: Type.Array(SubmissionBody) } },
    },
    async (request) =>
      (await listMySubmissions(request.em, viewerOf(request).id)).map(toRestSubmission),
  );

  app.get(
    '/api/social/activity',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Recently published social posts',
        response: { 200: Type.Array(SocialActivity) },
      },
    },
    async (request) =>
      (await listRecentSocialActivity(request.em, 10)).map((row) => ({
        ...row,
        scheduledFor: iso(row.scheduledFor),
        publishedAt: row.publishedAt.toISOString(),
      })),
  );
}
