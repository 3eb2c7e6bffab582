import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams, IsoDateTime, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { POST_FLAG_OUTCOMES, POST_FLAG_REASONS } from '../../values/post-flag.js';
import { ANY_MEMBER, STAFF } from '../../values/role.js';
import type { PostRef } from './post-edits.service.js';
import { decideFlaggedPost, flagPost, listFlaggedPosts } from './post-flags.service.js';

const KINDS = ['discussion', 'reply'] as const;
const memberPath = (kind: PostRef['kind']) =>
  kind === 'discussion' ? '/api/discussions/:id/flag' : '/api/discussion-replies/:id/flag';

const FlagBody = Type.Object({
  reason: OneOf(POST_FLAG_REASONS, {
    description: 'off-topic, inappropriate, spam or other (other needs a note).',
  }),
  note: Type.Optional(
    Nullable(
      Type.String({ description: 'In your words: 3 to 500 characters, required with other.' }),
    ),
  ),
});

const FlagAnswer = Shape({
  updated: Type.Boolean({ description: 'true: you had flagged it; the reason was changed.' }),
  hidden: Type.Boolean({ description: 'Whether the post is hidden until a moderator decides.' }),
});

const DecisionBody = Type.Object({
  outcome: OneOf(POST_FLAG_OUTCOMES, { description: 'kept, edited or hidden.' }),
  reason: Type.Optional(
    Nullable(Type.String({ description: 'Why (3 to 500 characters): required to edit or hide.' })),
  ),
  content: Type.Optional(Nullable(Type.String({ description: 'edited: the new Markdown text.' }))),
  title: Type.Optional(
    Nullable(Type.String({ description: 'edited, an opening post: the new title.' })),
  ),
});

const DecisionAnswer = Shape({
  outcome: OneOf(POST_FLAG_OUTCOMES),
  flaggers: Type.Integer({ description: 'How many members who flagged it were told.' }),
  hidden: Type.Boolean(),
});

const FlaggedPost = Shape({
  kind: OneOf(KINDS),
  id: Uuid(),
  discussionId: Uuid(),
  discussionTitle: Type.String(),
  content: Type.String(),
  author: Shape({ id: Uuid(), fullName: Type.String() }),
  createdAt: IsoDateTime(),
  hidden: Type.Boolean(),
  flagCount: Type.Integer(),
  flags: Type.Array(
    Shape({
      reason: OneOf(POST_FLAG_REASONS),
      note: Nullable(Type.String()),
      flaggerName: Type.String(),
      createdAt: IsoDateTime(),
    }),
  ),
  firstFlaggedAt: IsoDateTime(),
});

/**
 * The REST twins of flagPost (members), flaggedPosts and decideFlaggedPost (staff): the same
 * service and rules as GraphQL.
 */
export function registerPostFlagRoutes(
  fastify: FastifyInstance,
  { hideAt }: { hideAt: number },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const kind of KINDS) {
    app.post(
      memberPath(kind),
      {
        config: { access: ANY_MEMBER },
        schema: {
          summary: `Flag ${kind === 'discussion' ? "a discussion's opening post" : 'a reply'} for the moderators`,
          params: IdParams,
          body: FlagBody,
          response: { 200: FlagAnswer },
        },
      },
      (request) =>
        flagPost(
          request.em,
          viewerOf(request).id,
          { kind, id: request.params.id },
          request.body,
          hideAt,
        ),
    );
    app.post(
      `/api/admin/flags/${kind}/:id/decision`,
      {
        config: { access: STAFF },
        schema: {
          summary: `Keep, edit or hide a flagged ${kind === 'discussion' ? 'opening post' : 'reply'}`,
          params: IdParams,
          body: DecisionBody,
          response: { 200: DecisionAnswer },
        },
      },
      (request) =>
        decideFlaggedPost(
          request.em,
          viewerOf(request),
          { kind, id: request.params.id },
          request.body,
        ),
    );
  }

  app.get(
    '/api/admin/flags',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Flagged posts waiting for a moderator, the longest waiting first',
        response: { 200: Type.Array(FlaggedPost) },
      },
    },
    async (request) =>
      (await listFlaggedPosts(request.em)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        firstFlaggedAt: row.firstFlaggedAt.toISOString(),
        flags: row.flags.map((flag) => ({ ...flag, createdAt: flag.createdAt.toISOString() })),
      })),
  );
}
