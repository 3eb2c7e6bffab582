import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  AdminConsultationsDocument,
  AdminStatsDocument,
  DecideContentDocument,
  DecideNewsDocument,
  DecideReviewDocument,
  FlaggedPostsDocument,
  PendingContentDocument,
  PendingNewsDocument,
  PendingReviewsDocument,
  type SubmissionType,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { toast } from '../../../ui/toast/toast.js';
import type { Decision, DecisionKind } from '../types.js';

/** Submitted events and social posts: the "Pending Content" queue (news has its own). */
export const CONTENT_TYPES: SubmissionType[] = ['EVENT', 'SOCIAL'];
/** Members' submitted news: in the news queue, beside the news items. */
export const NEWS_TYPES: SubmissionType[] = ['NEWS'];

/** The stat cards and the queues of the admin panel: one per kind, no item in two. */
export function useAdminLists() {
  const stats = useQuery(AdminStatsDocument);
  const content = useQuery(PendingContentDocument, { variables: { types: CONTENT_TYPES } });
  const submittedNews = useQuery(PendingContentDocument, { variables: { types: NEWS_TYPES } });
  const news = useQuery(PendingNewsDocument);
  const reviews = useQuery(PendingReviewsDocument);
  const flags = useQuery(FlaggedPostsDocument);
  return {
    submittedNews: {
      items: submittedNews.data?.pendingContent,
      failed: Boolean(submittedNews.error) && !submittedNews.data,
    },
    flags: { items: flags.data?.flaggedPosts, failed: Boolean(flags.error) && !flags.data },
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
    // The cache's field policy writes the page at its offset (lib/apollo typePolicies).
    await fetchMore({ variables: { offset: items?.length ?? 0 } });
  }, [fetchMore, items?.length]);
  return {
    items,
    failed: Boolean(error) && !data,
    hasMore: all && (items?.length ?? 0) > 0 && (items?.length ?? 0) % limit === 0,
    loadMore,
  };
}

const REFRESH: Record<DecisionKind, DocumentNode[]> = {
  news: [PendingNewsDocument, AdminStatsDocument],
  review: [PendingReviewsDocument, AdminStatsDocument],
  content: [PendingContentDocument, AdminStatsDocument],
};

/** The pending list of each kind, to see when a recorded decision has been applied. */
const PENDING_LIST: Record<DecisionKind, (client: ApolloClient) => { id: string }[] | undefined> = {
  news: (client) => client.readQuery({ query: PendingNewsDocument })?.pendingNews,
  review: (client) => client.readQuery({ query: PendingReviewsDocument })?.pendingReviews,
  content: (client) => [
    ...(client.readQuery({ query: PendingContentDocument, variables: { types: CONTENT_TYPES } })
      ?.pendingContent ?? []),
    ...(client.readQuery({ query: PendingContentDocument, variables: { types: NEWS_TYPES } })
      ?.pendingContent ?? []),
  ],
};

/** How often, and how many times, the lists are refetched while a decision waits. */
const PENDING_REFRESH_MS = 2_000;
const PENDING_REFRESH_TRIES = 30;

/**
 * A decision recorded but not applied yet (the worker is busy or stopped): refetch the list and
 * the stats until the item has left the pending list, so the screen shows it once applied.
 */
async function refreshUntilApplied(
  client: ApolloClient,
  kind: DecisionKind,
  id: string,
): Promise<void> {
  for (let attempt = 0; attempt < PENDING_REFRESH_TRIES; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, PENDING_REFRESH_MS));
    await client.refetchQueries({ include: REFRESH[kind] }).catch(() => undefined);
    if (!PENDING_LIST[kind](client)?.some((item) => item.id === id)) return;
  }
}

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
 * Sends a decision; the call usually returns once the worker has applied it, then the list and
 * the stats are refetched and the notice of spec §7 shows. A decision recorded but not applied
 * yet (applied: false) shows that it will be applied shortly, and the lists refresh until it is. An item already decided (CONFLICT) or a
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
        refetchQueries: REFRESH[kind],
        awaitRefetchQueries: true,
      };
      setDecidingId(item.id);
      try {
        let applied: boolean | undefined;
        if (kind === 'news') {
          applied = (await news({ variables: { input }, ...options })).data?.decideNews.applied;
        } else if (kind === 'review') {
          applied = (await review({ variables: { input }, ...options })).data?.decideReview.applied;
        } else {
          const type = (item.type ?? 'NEWS').toUpperCase() as SubmissionType;
          applied = (await content({ variables: { type, input }, ...options })).data?.decideContent
            .applied;
        }
        if (applied === false) {
          toast({
            title: t('pages.admin.notices.pendingTitle'),
            description: t('pages.admin.notices.pendingText'),
          });
          void refreshUntilApplied(client, kind, item.id);
          return;
        }
        // The spec's notice (§7), then which decision it was: approving and rejecting must not
        // read alike.
        const outcome = decision.approved ? 'approvedText' : 'rejectedText';
        toast({
          title: t(`pages.admin.notices.${kind}Title`),
          description: `${t(`pages.admin.notices.${kind}Text`)} ${t(`pages.admin.notices.${outcome}`)}`,
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
          await client.refetchQueries({ include: REFRESH[kind] }).catch(() => undefined);
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
