import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { toast } from '../../../ui/toast/toast.js';
import { newsUrl } from '../newsPath.js';
import type { NewsEntry } from '../types.js';

/**
 * Shares an item's address: through the device's share sheet when the browser has one,
 * otherwise by copying it to the clipboard with a toast saying so.
 */
export function useShareNews(): (item: Pick<NewsEntry, 'id' | 'title'>) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (item) => {
      const url = newsUrl(item.id);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: item.title, url });
          return;
        } catch (error) {
          // The member closed the share sheet: nothing to say.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // Otherwise fall back to the clipboard.
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        toast({
          title: t('pages.news.share.copiedTitle'),
          description: t('pages.news.share.copiedDescription'),
        });
      } catch {
        toast({
          title: t('common.error'),
          description: t('pages.news.share.failed'),
          variant: 'destructive',
        });
      }
    },
    [t],
  );
}
