import { useQuery } from '@apollo/client/react';
import { ConversationsDocument, type ConversationsQuery } from '../../../generated/graphql.js';

export type ConversationSummary = ConversationsQuery['conversations'][number];

export function useConversations() {
  const { data, loading, error, refetch } = useQuery(ConversationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return { conversations: data?.conversations, loading, failed: error !== undefined, refetch };
}
