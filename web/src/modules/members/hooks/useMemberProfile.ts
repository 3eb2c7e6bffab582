import { useQuery } from '@apollo/client/react';
import { MemberProfileDocument, type MemberProfileQuery } from '../../../generated/graphql.js';

export type MemberProfileData = NonNullable<MemberProfileQuery['memberProfile']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MemberProfileState {
  profile: MemberProfileData | undefined;
  /** No member has this id (or it is no id at all): nothing was asked. */
  notFound: boolean;
  loading: boolean;
  failed: boolean;
}

/** A member's profile as the viewer may see it (server-rendered with the page). */
export function useMemberProfile(id: string): MemberProfileState {
  const valid = UUID.test(id);
  const { data, loading, error } = useQuery(MemberProfileDocument, {
    variables: { id },
    skip: !valid,
  });
  const profile = data?.memberProfile ?? undefined;
  return {
    profile,
    notFound: !valid || (data !== undefined && data.memberProfile === null),
    loading,
    failed: Boolean(error),
  };
}
