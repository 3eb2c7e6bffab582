import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../errors/domain-error.js';
import { type PageForms, pageFormViewerId } from '../../http/page-forms.js';
import type { PostRef } from './post-edits.service.js';
import { decideFlaggedPost, flagPost } from './post-flags.service.js';

/** The web's form names (modules/discussions FlagDialog, modules/moderation FlaggedPostList). */
export const FLAG_FORM = 'flagPost';
export const FLAG_DECISION_FORM = 'flagDecision';

const postOf = (values: Record<string, string>): PostRef => ({
  kind: values.kind === 'reply' ? 'reply' : 'discussion',
  id: values.postId ?? '',
});

async function staffOf(request: FastifyRequest, reply: FastifyReply) {
  const { viewer } = await request.server.authenticate(request, reply);
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * The Flag dialog and the moderators' decisions without the script (http/page-forms.ts): the
 * same services as flagPost and decideFlaggedPost; each comes back to its page, which says what
 * was done (`?flagged=` on the discussion, `?decided=` in the queue).
 */
export function registerPostFlagForms(pageForms: PageForms, { hideAt }: { hideAt: number }): void {
  pageForms.add({
    path: '/discussions/:id',
    form: FLAG_FORM,
    fields: ['kind', 'postId', 'reason', 'note'],
    async handle(request, reply, values) {
      const viewerId = await pageFormViewerId(request, reply);
      const { id = '' } = request.params as { id?: string };
      const result = await flagPost(
        request.em,
        viewerId,
        postOf(values),
        {
          reason: values.reason ?? '',
          note: values.note,
        },
        hideAt,
      );
      const done = result.hidden ? 'hidden' : result.updated ? 'updated' : 'sent';
      return `/discussions/${encodeURIComponent(id)}?flagged=${done}`;
    },
  });
  pageForms.add({
    path: '/admin',
    form: FLAG_DECISION_FORM,
    fields: ['kind', 'postId', 'outcome', 'reason', 'content'],
    async handle(request, reply, values) {
      const viewer = await staffOf(request, reply);
      const result = await decideFlaggedPost(request.em, viewer, postOf(values), {
        outcome: values.outcome ?? '',
        reason: values.reason,
        content: values.content,
      });
      return `/admin?tab=flags&decided=${result.outcome}`;
    },
  });
}
