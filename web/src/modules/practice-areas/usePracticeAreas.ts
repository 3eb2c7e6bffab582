import { useQuery } from '@apollo/client/react';
import { PracticeAreasDocument } from '../../generated/graphql.js';
import type { PracticeArea } from './types.js';

/** The practice areas (with their names in the four languages), for filters and forms. */
export function usePracticeAreas(): readonly PracticeArea[] | undefined {
  const { data } = useQuery(PracticeAreasDocument);
  return data?.practiceAreas;
}
