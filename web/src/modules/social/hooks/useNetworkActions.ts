import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { toast } from '../../../ui/toast/toast.js';
import { readVisits, recordVisit, type SocialNetwork } from '../networks.js';

export interface NetworkActions {
  /** Network id → ISO time of the last visit from this browser. */
  visits: Record<string, string>;
  visit: (network: SocialNetwork) => void;
  share: (network: SocialNetwork) => Promise<void>;
}

/**
 * Spec §2 Social Networks: visit opens the network in a new tab, records the visit locally and
 * says so; share uses the device's share sheet, or copies the text to the clipboard.
 */
export function useNetworkActions(): NetworkActions {
  const { t } = useTranslation();
  const [visits, setVisits] = useState<Record<string, string>>(readVisits);

  const visit = useCallback(
    (network: SocialNetwork) => {
      window.open(network.url, '_blank', 'noopener,noreferrer');
      setVisits(recordVisit(network.id));
      toast({
        title: t('pages.socialConnect.opened.title'),
        description: t('pages.socialConnect.opened.text', { network: network.name }),
      });
    },
    [t],
  );

  const share = useCallback(
    async (network: SocialNetwork) => {
      const text = t('pages.socialConnect.shareText', { network: network.name, url: network.url });
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: network.name, text, url: network.url });
          return;
        } catch (error) {
          // The visitor closed the share sheet: nothing to say.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(text);
        toast({
          title: t('pages.socialConnect.copied.title'),
          description: t('pages.socialConnect.copied.text'),
        });
      } catch {
        toast({
          title: t('common.error'),
          description: t('pages.socialConnect.shareFailed'),
          variant: 'destructive',
        });
      }
    },
    [t],
  );

  return { visits, visit, share };
}
