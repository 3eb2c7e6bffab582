import { useQuery } from '@apollo/client/react';
import { DiscussionPracticeAreasDocument } from '../../../generated/graphql.js';
import type { DiscussionArea } from '../types.js';

/** The practice areas (with their names in the four languages), for the filter and the form. */
export function usePracticeAreas(): readonly DiscussionArea[] | undefined {
  const { data } = useQuery(DiscussionPracticeAreasDocument);
  return data?.practiceAreas;
}
