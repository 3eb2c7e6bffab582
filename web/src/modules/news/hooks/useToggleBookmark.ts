import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ToggleNewsBookmarkDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { toast } from '../../../ui/toast/toast.js';

/**
 * Bookmarks an item or removes the bookmark; the client merges the answer's flag into every query, so
 * every card and page showing the item follows. A failure is told in a toast.
 */
export function useToggleBookmark(): {
  toggle: (newsItemId: string) => void;
  /** The item whose toggle is on its way, if any. */
  pendingId: string | null;
} {
  const { t } = useTranslation();
  const [mutate] = useMutation(ToggleNewsBookmarkDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const toggle = useCallback(
    (newsItemId: string) => {
      setPendingId(newsItemId);
      mutate({ variables: { newsItemId } })
        .catch(() =>
          toast({
            title: t('common.error'),
            description: t('pages.news.bookmarkFailed'),
            variant: 'destructive',
          }),
        )
        .finally(() => setPendingId((current) => (current === newsItemId ? null : current)));
    },
    [mutate, t],
  );
  return { toggle, pendingId };
}
