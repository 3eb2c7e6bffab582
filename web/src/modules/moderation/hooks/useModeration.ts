import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminConsultationsDocument,
  AdminStatsDocument,
  DecideContentDocument,
  DecideNewsDocument,
  DecideReviewDocument,
  PendingContentDocument,
  PendingNewsDocument,
  PendingReviewsDocument,
  type SubmissionType,
} from '../../../generated/graphql.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { toast } from '../../../ui/toast/toast.js';
import type { Decision, DecisionKind } from '../types.js';

/** The stat cards and the three queues of the admin panel. */
export function useAdminLists() {
  const stats = useQuery(AdminStatsDocument);
  const content = useQuery(PendingContentDocument);
  const news = useQuery(PendingNewsDocument);
  const reviews = useQuery(PendingReviewsDocument);
  return {
    stats: stats.data?.adminStats ?? null,
    statsFailed: Boolean(stats.error) && !stats.data,
    content: {
      items: content.data?.pendingContent,
      failed: Boolean(content.error) && !content.data,
    },
    news: { items: news.data?.pendingNews, failed: Boolean(news.error) && !news.data },
    reviews: {
      items: reviews.data?.pendingReviews,
      failed: Boolean(reviews.error) && !reviews.data,
    },
  };
}

/** Consultation requests: the first 10, or every one (a page of 100 at a time) in the full view. */
export function useAdminConsultations(all: boolean) {
  const limit = all ? 100 : 10;
  const { data, error, fetchMore } = useQuery(AdminConsultationsDocument, {
    variables: { limit, offset: 0 },
  });
  const items = data?.consultations;
  const loadMore = useCallback(async () => {
    await fetchMore({
      variables: { offset: items?.length ?? 0 },
      updateQuery: (previous, { fetchMoreResult }) => {
        const known = new Set((previous.consultations ?? []).map((item) => item?.id));
        return {
          consultations: [
            ...(previous.consultations ?? []),
            ...fetchMoreResult.consultations.filter((item) => !known.has(item.id)),
          ],
        } as typeof fetchMoreResult;
      },
    });
  }, [fetchMore, items?.length]);
  return {
    items,
    failed: Boolean(error) && !data,
    hasMore: all && (items?.length ?? 0) > 0 && (items?.length ?? 0) % limit === 0,
    loadMore,
  };
}

const REFRESH: Record<DecisionKind, unknown[]> = {
  news: [PendingNewsDocument, AdminStatsDocument],
  review: [PendingReviewsDocument, AdminStatsDocument],
  content: [PendingContentDocument, AdminStatsDocument],
};

export interface Decide {
  /** The id of the item whose decision is in flight. */
  decidingId: string | null;
  decide: (
    kind: DecisionKind,
    item: { id: string; type?: string },
    decision: Decision,
  ) => Promise<void>;
}

/**
 * Sends a decision; the call returns once the worker has applied it, then the list and the stats
 * are refetched and the notice of spec §7 shows. An item already decided (CONFLICT) or a
 * moderation service that is down (SERVICE_UNAVAILABLE) gets its own clear notice.
 */
export function useDecide(): Decide {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [decidingId, setDecidingId] = useState<string | null>(null);
  const [news] = useMutation(DecideNewsDocument);
  const [review] = useMutation(DecideReviewDocument);
  const [content] = useMutation(DecideContentDocument);

  const decide = useCallback<Decide['decide']>(
    async (kind, item, decision) => {
      const input = { id: item.id, approved: decision.approved, reason: decision.reason ?? null };
      const options = {
        refetchQueries: REFRESH[kind] as never,
        awaitRefetchQueries: true,
      };
      setDecidingId(item.id);
      try {
        if (kind === 'news') await news({ variables: { input }, ...options });
        else if (kind === 'review') await review({ variables: { input }, ...options });
        else {
          const type = (item.type ?? 'NEWS').toUpperCase() as SubmissionType;
          await content({ variables: { type, input }, ...options });
        }
        toast({
          title: t(`pages.admin.notices.${kind}Title`),
          description: t(`pages.admin.notices.${kind}Text`),
        });
      } catch (error) {
        const code = graphQLErrorCode(error);
        if (code === 'CONFLICT') {
          toast({
            title: t('pages.admin.notices.conflictTitle'),
            description: t('pages.admin.notices.conflictText'),
            variant: 'destructive',
          });
          // Someone else decided: show the lists as they are now.
          await client.refetchQueries({ include: REFRESH[kind] as never }).catch(() => undefined);
        } else if (code === 'SERVICE_UNAVAILABLE') {
          toast({
            title: t('pages.admin.notices.unavailableTitle'),
            description: t('pages.admin.notices.unavailableText'),
            variant: 'destructive',
          });
        } else {
          toast({
            title: t('pages.admin.notices.failedTitle'),
            description: t('pages.admin.notices.failedText'),
            variant: 'destructive',
          });
        }
      } finally {
        setDecidingId(null);
      }
    },
    [t, client, news, review, content],
  );

  return { decidingId, decide };
}
