import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  DeleteDiscussionDocument,
  DeleteDiscussionReplyDocument,
  DiscussionDocument,
  EditDiscussionDocument,
  EditDiscussionReplyDocument,
} from '../../../generated/graphql.js';

/** The opening post of a discussion, or one of its replies. */
export interface PostTarget {
  kind: 'discussion' | 'reply';
  id: string;
}

export interface PostActions {
  /** Saves a new text (staff give a reason on others' posts); rejects when refused. */
  edit: (target: PostTarget, content: string, reason: string) => Promise<void>;
  /** Deletes the post (staff give a reason on others' posts); rejects when refused. */
  remove: (target: PostTarget, reason: string) => Promise<void>;
}

/** Edit and Delete of posts; the discussion is read again so that the page shows the result. */
export function usePostActions(): PostActions {
  const refetch = { refetchQueries: [DiscussionDocument], awaitRefetchQueries: true };
  const [editDiscussion] = useMutation(EditDiscussionDocument, refetch);
  const [editReply] = useMutation(EditDiscussionReplyDocument, refetch);
  const [deleteDiscussion] = useMutation(DeleteDiscussionDocument, refetch);
  const [deleteReply] = useMutation(DeleteDiscussionReplyDocument, refetch);

  const edit = useCallback(
    async (target: PostTarget, content: string, reason: string) => {
      const input = { id: target.id, content, reason: reason.trim() || null };
      if (target.kind === 'discussion') await editDiscussion({ variables: { input } });
      else await editReply({ variables: { input } });
    },
    [editDiscussion, editReply],
  );
  const remove = useCallback(
    async (target: PostTarget, reason: string) => {
      const variables = { id: target.id, reason: reason.trim() || null };
      if (target.kind === 'discussion') await deleteDiscussion({ variables });
      else await deleteReply({ variables });
    },
    [deleteDiscussion, deleteReply],
  );
  return { edit, remove };
}
