import { useQuery } from '@apollo/client/react';
import { MemberDocument } from '../../../generated/graphql.js';
import type { MemberSummary } from '../types.js';

export interface MemberState {
  /** The member, null when there is none with this id, undefined while loading. */
  member: MemberSummary | null | undefined;
  loading: boolean;
  failed: boolean;
}

/** One member by id; nothing is fetched without an id. */
export function useMember(id: string | null): MemberState {
  const { data, loading, error } = useQuery(MemberDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  return { member: data?.member, loading, failed: Boolean(error) };
}
