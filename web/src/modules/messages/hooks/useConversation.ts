import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ConversationDocument,
  type ConversationQuery,
  MarkConversationReadDocument,
  ShellCountsDocument,
} from '../../../generated/graphql.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';

export type Thread = ConversationQuery['conversation'];
export type ThreadMessage = Thread['messages'][number];

/** One conversation (the newest page, oldest first), and marking it read. */
export function useConversation(withMemberId: string | null) {
  const { data, loading, error, fetchMore } = useQuery(ConversationDocument, {
    variables: { withMemberId: withMemberId ?? '' },
    skip: !withMemberId,
    fetchPolicy: 'cache-and-network',
  });
  const [mark] = useMutation(MarkConversationReadDocument);

  const markRead = useCallback(async () => {
    if (!withMemberId) return;
    await mark({
      variables: { withMemberId },
      update: (cache, result) => {
        const counts = result.data?.markConversationRead;
        if (!counts) return;
        cache.updateQuery({ query: ShellCountsDocument }, (previous) =>
          previous ? { shellCounts: { ...previous.shellCounts, ...counts } } : previous,
        );
      },
    }).catch(() => {
      // Still unread; opening it again tries again.
    });
  }, [mark, withMemberId]);

  const loadOlder = useCallback(async () => {
    const first = data?.conversation.messages[0];
    if (!withMemberId || !first) return;
    // The cache's field policy puts the older page first (lib/apollo typePolicies).
    await fetchMore({ variables: { withMemberId, before: first.id } });
  }, [data, fetchMore, withMemberId]);

  return {
    thread: data?.conversation,
    loading,
    notFound: error !== undefined && graphQLErrorCode(error) === 'NOT_FOUND',
    failed: error !== undefined && graphQLErrorCode(error) !== 'NOT_FOUND',
    markRead,
    loadOlder,
  };
}
