import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Switch } from '../../../ui/Switch.js';
import { toast } from '../../../ui/toast/toast.js';
import { useWebhookDeliveries, type WebhookEndpoint } from '../hooks/useWebhooks.js';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.js';
import * as styles from './Webhooks.css.js';

export interface WebhookEndpointPanelProps {
  endpoint: WebhookEndpoint;
  onSetActive: (active: boolean) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** One endpoint: its events, on/off, a test event, removal and its delivery log. */
export function WebhookEndpointPanel({
  endpoint,
  onSetActive,
  onRemove,
}: WebhookEndpointPanelProps) {
  const { t } = useTranslation();
  const { deliveries, failed, sendTest, redeliver } = useWebhookDeliveries(endpoint.id);
  const act = (action: () => Promise<unknown>, done: string) =>
    void action().then(
      () => toast({ title: done }),
      () => toast({ title: t('pages.webhooks.actionFailed'), variant: 'destructive' }),
    );

  return (
    <article className={styles.panel} aria-labelledby={`webhook-${endpoint.id}`}>
      <h2 id={`webhook-${endpoint.id}`} className={`${styles.heading} ${styles.data}`} dir="ltr">
        {endpoint.url}
      </h2>
      <p className={styles.muted}>
        {t('pages.webhooks.subscribed', {
          events: endpoint.events.map((event) => t(`pages.webhooks.events.${event}`)).join(', '),
        })}
      </p>
      <div className={styles.actions}>
        <Switch
          label={t('pages.webhooks.active')}
          isSelected={endpoint.active}
          onChange={(active) => act(() => onSetActive(active), t('pages.webhooks.saved'))}
        />
        <Button
          variant="secondary"
          isDisabled={!endpoint.active}
          onPress={() => act(sendTest, t('pages.webhooks.testSent'))}
        >
          {t('pages.webhooks.sendTest')}
        </Button>
        <Button variant="secondary" onPress={() => act(onRemove, t('pages.webhooks.removed'))}>
          {t('pages.webhooks.remove')}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('pages.webhooks.log.loadFailed')}
        </p>
      ) : deliveries ? (
        <WebhookDeliveryLog
          endpointUrl={endpoint.url}
          deliveries={deliveries}
          onRedeliver={(id) => act(() => redeliver(id), t('pages.webhooks.log.queued'))}
        />
      ) : null}
    </article>
  );
}
