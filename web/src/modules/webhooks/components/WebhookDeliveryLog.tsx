import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import type { WebhookDelivery } from '../hooks/useWebhooks.js';
import * as styles from './Webhooks.css.js';

export interface WebhookDeliveryLogProps {
  endpointUrl: string;
  deliveries: readonly WebhookDelivery[];
  onRedeliver: (deliveryId: string) => void;
}

/** An endpoint's recent deliveries: what, when, how it went, and "send again". */
export function WebhookDeliveryLog({
  endpointUrl,
  deliveries,
  onRedeliver,
}: WebhookDeliveryLogProps) {
  const { t } = useTranslation();
  const time = useDateFormat('compactDateTime');
  if (deliveries.length === 0)
    return <p className={styles.muted}>{t('pages.webhooks.log.empty')}</p>;
  const columns = ['event', 'status', 'time', 'attempts', 'response', 'actions'] as const;
  const caption = t('pages.webhooks.log.caption', { url: endpointUrl });
  return (
    <section
      className={styles.scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
    >
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.cell}>
                {t(`pages.webhooks.log.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row" className={styles.cell}>
                {t(`pages.webhooks.events.${delivery.eventType}`)}
              </th>
              <td className={styles.cell}>{t(`pages.webhooks.status.${delivery.status}`)}</td>
              <td className={styles.cell}>
                <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                  {time(delivery.lastAttemptAt ?? delivery.createdAt)}
                </time>
              </td>
              <td className={styles.cell}>{delivery.attempts}</td>
              <td className={styles.cell}>
                <span className={styles.data} dir="ltr">
                  {delivery.responseStatus ?? delivery.lastError ?? '—'}
                </span>
              </td>
              <td className={styles.cell}>
                <Button variant="secondary" onPress={() => onRedeliver(delivery.id)}>
                  {t('pages.webhooks.log.sendAgain')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
