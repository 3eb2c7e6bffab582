import { useQuery } from '@apollo/client/react';
import {
  InsightDocument,
  type InsightPeriod,
  type InsightQuery,
} from '../../../generated/graphql.js';

export type InsightData = InsightQuery['insight'];

/** The charts' figures over `period` (the server renders the page with them). */
export function useInsight(period: InsightPeriod) {
  const { data, error } = useQuery(InsightDocument, { variables: { period } });
  return { insight: data?.insight, failed: Boolean(error) && !data };
}
