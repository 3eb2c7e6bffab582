import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import {
  DiscussionDocument,
  RecordDiscussionViewDocument,
  ReplyToDiscussionDocument,
  SetDiscussionWatchDocument,
  ToggleDiscussionLikeDocument,
  type ToggleDiscussionLikeMutation,
  ToggleDiscussionReplyLikeDocument,
  type ToggleDiscussionReplyLikeMutation,
} from '../../../generated/graphql.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import type { DiscussionDetail, DiscussionReplyItem } from '../types.js';

export interface DiscussionState {
  discussion: DiscussionDetail | undefined;
  loading: boolean;
  /** No such discussion (or an id that cannot name one). */
  notFound: boolean;
  failed: boolean;
  toggleLike: () => Promise<void>;
  likePending: boolean;
  reply: (content: string) => Promise<void>;
  /** Starts or stops being told of every reply. */
  toggleWatch: () => Promise<void>;
  watchPending: boolean;
  /** Likes a reply or takes the like back, shown at once (the gateway's answer corrects). */
  toggleReplyLike: (reply: DiscussionReplyItem) => Promise<void>;
}

/**
 * One discussion with its replies. Opening it counts a view (the server counts each member
 * once); the like and view mutations answer the new counts, which Apollo's cache writes into
 * the discussion wherever it is shown (a like shows at once: an optimistic answer).
 */
export function useDiscussion(id: string): DiscussionState {
  const { data, loading, error } = useQuery(DiscussionDocument, { variables: { id } });
  const [recordView] = useMutation(RecordDiscussionViewDocument);
  const [toggle, { loading: likePending }] = useMutation(ToggleDiscussionLikeDocument);
  const [setWatch, { loading: watchPending }] = useMutation(SetDiscussionWatchDocument);
  const [toggleReply] = useMutation(ToggleDiscussionReplyLikeDocument);
  const [sendReply] = useMutation(ReplyToDiscussionDocument, {
    refetchQueries: [DiscussionDocument],
    awaitRefetchQueries: true,
  });

  // The view is counted once the discussion has loaded: sent alongside the query, its answer
  // could arrive first and be overwritten in the cache by the query's older count.
  const loadedId = data?.discussion?.id;
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (loadedId === undefined || viewed.current === loadedId) return;
    viewed.current = loadedId;
    // A view that fails to count must not disturb reading; the page shows what it loaded.
    recordView({ variables: { discussionId: loadedId } }).catch(() => undefined);
  }, [loadedId, recordView]);

  const shown = data?.discussion;
  const toggleLike = useCallback(async () => {
    await toggle({
      variables: { discussionId: id },
      // The count and the button change at once; the gateway's answer (or a refusal) corrects.
      ...(shown && {
        optimisticResponse: {
          // __typename lets the cache store the copy like the real answer.
          toggleDiscussionLike: {
            __typename: 'Discussion',
            id: shown.id,
            likes: shown.likes + (shown.likedByMe ? -1 : 1),
            likedByMe: !shown.likedByMe,
          } as ToggleDiscussionLikeMutation['toggleDiscussionLike'],
        },
      }),
    });
  }, [id, toggle, shown]);

  const toggleReplyLike = useCallback(
    async (reply: DiscussionReplyItem) => {
      await toggleReply({
        variables: { replyId: reply.id },
        optimisticResponse: {
          toggleDiscussionReplyLike: {
            __typename: 'DiscussionReply',
            id: reply.id,
            likes: reply.likes + (reply.likedByMe ? -1 : 1),
            likedByMe: !reply.likedByMe,
          } as ToggleDiscussionReplyLikeMutation['toggleDiscussionReplyLike'],
        },
      });
    },
    [toggleReply],
  );

  const toggleWatch = useCallback(async () => {
    if (!shown) return;
    await setWatch({ variables: { discussionId: id, watching: !shown.watchedByMe } });
  }, [id, setWatch, shown]);

  const reply = useCallback(
    async (content: string) => {
      await sendReply({ variables: { input: { discussionId: id, content } } });
    },
    [id, sendReply],
  );

  const code = graphQLErrorCode(error);
  const notFound = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
  return {
    discussion: data?.discussion,
    loading,
    notFound,
    failed: Boolean(error) && !notFound,
    toggleLike,
    likePending,
    reply,
    toggleWatch,
    watchPending,
    toggleReplyLike,
  };
}
