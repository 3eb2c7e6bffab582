import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  IdParams,
  IsoDateTime,
  Limit,
  NoBody,
  NoContent,
  Nullable,
  OneOf,
  Shape,
  Uuid,
} from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../../values/role.js';
import {
  DISCUSSION_ORDERS,
  listDiscussions,
  PAGE_SIZE,
  setDiscussionWatch,
} from './discussions.service.js';
import { deletePost, editPost } from './post-edits.service.js';
import { setReplyLike } from './reply-likes.service.js';

const Discussion = Shape({
  id: Uuid(),
  title: Type.String(),
  content: Type.String(),
  createdAt: IsoDateTime(),
  author: Shape({ id: Uuid(), fullName: Type.String(), profileImage: Nullable(Type.String()) }),
  practiceArea: Nullable(Shape({ name: Type.String() })),
  replies: Type.Integer(),
  views: Type.Integer(),
  likes: Type.Integer(),
});

/** GET /api/discussions (members): spec §3's discussion shape, newest first. */
export function registerDiscussionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/discussions',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Discussions, newest first unless another order is asked for',
        querystring: Type.Object({
          limit: Type.Optional(Limit(PAGE_SIZE.max, PAGE_SIZE.default)),
          practiceAreaId: Type.Optional(Uuid({ description: 'Only this practice area.' })),
          order: Type.Optional(
            OneOf(DISCUSSION_ORDERS, {
              description: 'NEWEST (the default), LATEST_ACTIVITY, MOST_LIKED or UNANSWERED.',
            }),
          ),
        }),
        response: { 200: Type.Array(Discussion) },
      },
    },
    async (request) => {
      const rows = await listDiscussions(request.em, viewerOf(request).id, {
        limit: request.query.limit,
        practiceAreaId: request.query.practiceAreaId,
        order: request.query.order,
      });
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        author: {
          id: row.author.id,
          fullName: row.author.fullName,
          profileImage: row.author.profileImage,
        },
        practiceArea: row.practiceArea && { name: row.practiceArea.names.en },
        replies: row.replies,
        views: row.views,
        likes: row.likes,
      }));
    },
  );

  registerPostEditRoutes(fastify);
  // The REST twins of setDiscussionWatch and toggleDiscussionReplyLike.
  registerOnOffRoutes(fastify, '/api/discussions/:id/watch', {
    on: 'Be told of every reply to a discussion',
    off: 'Stop being told of its replies',
    set: (request, watching) =>
      setDiscussionWatch(request.em, viewerOf(request).id, request.params.id, watching),
  });
  registerOnOffRoutes(fastify, '/api/discussion-replies/:id/like', {
    on: "Like a reply (not one's own: 400 naming replyId)",
    off: 'Take back the like of a reply',
    set: (request, like) => setReplyLike(request.em, viewerOf(request).id, request.params.id, like),
  });
}

/**
 * PUT turns the signed-in member's mark on a thing (`:id`) on, DELETE turns it off: 204 each,
 * and a repeat changes nothing.
 */
function registerOnOffRoutes(
  fastify: FastifyInstance,
  url: string,
  mark: {
    on: string;
    off: string;
    set: (request: FastifyRequest<{ Params: { id: string } }>, on: boolean) => Promise<unknown>;
  },
): void {
  const typed = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    typed.route({
      method,
      url,
      config: { access: ANY_MEMBER },
      schema: {
        ...(on && { body: NoBody }),
        summary: on ? mark.on : mark.off,
        params: IdParams,
        response: { 204: NoContent },
      },
      handler: async (request, reply) => {
        await mark.set(request, on);
        return reply.code(204).send();
      },
    });
  }
}

const EditFields = {
  content: Type.String({ description: 'The new Markdown text.' }),
  reason: Type.Optional(
    Type.String({ description: "Why: required of staff changing another member's post." }),
  ),
};
const EditBody = Type.Object({
  ...EditFields,
  title: Type.Optional(Type.String({ description: 'The new title (opening posts only).' })),
});
const DeleteQuery = Type.Object({
  reason: Type.Optional(
    Type.String({ description: "Why: required of staff deleting another member's post." }),
  ),
});

/**
 * The REST twins of editDiscussion, deleteDiscussion, editDiscussionReply and
 * deleteDiscussionReply: the same service and rules (the author, or staff with a reason).
 */
function registerPostEditRoutes(fastify: FastifyInstance): void {
  const typed = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const kind of ['discussion', 'reply'] as const) {
    const path = kind === 'discussion' ? '/api/discussions/:id' : '/api/discussion-replies/:id';
    const what = kind === 'discussion' ? "a discussion's opening post" : 'a reply';
    typed.patch(
      path,
      {
        config: { access: ANY_MEMBER },
        schema: {
          summary: `Edit ${what} (its author, or staff with a reason)`,
          params: IdParams,
          body: kind === 'discussion' ? EditBody : Type.Object(EditFields),
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await editPost(
          request.em,
          viewerOf(request),
          { kind, id: request.params.id },
          request.body,
        );
        return reply.code(204).send();
      },
    );
    typed.delete(
      path,
      {
        config: { access: ANY_MEMBER },
        schema: {
          summary: `Delete ${what} (its author, or staff with a reason)`,
          params: IdParams,
          querystring: DeleteQuery,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await deletePost(
          request.em,
          viewerOf(request),
          { kind, id: request.params.id },
          request.query.reason,
        );
        return reply.code(204).send();
      },
    );
  }
}
