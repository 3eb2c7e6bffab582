import { useQuery } from '@apollo/client/react';
import { MemberHistoryDocument } from '../../../generated/graphql.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import type { MemberHistoryData } from '../components/MemberHistorySections.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MemberHistoryState {
  history: MemberHistoryData | undefined;
  /** No member has this id (or it is no id at all). */
  notFound: boolean;
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

/** A member's history for staff, `limit` items a section (server-rendered with the page). */
export function useMemberHistory(id: string, limit: number): MemberHistoryState {
  const valid = UUID.test(id);
  const { data, loading, error, refetch } = useQuery(MemberHistoryDocument, {
    variables: { id, limit },
    skip: !valid,
  });
  const notFound = !valid || graphQLErrorCode(error) === 'NOT_FOUND';
  return {
    history: data?.memberHistory,
    notFound,
    loading,
    failed: Boolean(error) && !notFound,
    refetch: () => void refetch(),
  };
}
