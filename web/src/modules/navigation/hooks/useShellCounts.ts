import { skipToken, useQuery } from '@apollo/client/react';
import { ShellCountsDocument, type ShellCountsQuery } from '../../../generated/graphql.js';

/** The unread counts of the shell's badges; undefined for visitors and until they arrive. */
export function useShellCounts(signedIn: boolean): ShellCountsQuery['shellCounts'] | undefined {
  const { data } = useQuery(ShellCountsDocument, signedIn ? {} : skipToken);
  return data?.shellCounts;
}
