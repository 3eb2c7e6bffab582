import { useTranslation } from '../../i18n/react.js';
import { moderationStyles as pageStyles } from '../../modules/moderation/index.js';
import {
  webhooksStyles as styles,
  useWebhookEndpoints,
  WebhookEndpointForm,
  WebhookEndpointPanel,
} from '../../modules/webhooks/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Webhooks (admins only): where the portal POSTs events for integrators, and how it went. */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const { endpoints, failed, create, setActive, remove } = useWebhookEndpoints();

  const list = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.webhooks.loadFailed')}
        </p>
      );
    }
    if (!endpoints) return <Loading />;
    if (endpoints.length === 0) return <p className={styles.muted}>{t('pages.webhooks.empty')}</p>;
    return endpoints.map((endpoint) => (
      <WebhookEndpointPanel
        key={endpoint.id}
        endpoint={endpoint}
        onSetActive={(active) => setActive(endpoint.id, active)}
        onRemove={() => remove(endpoint.id)}
      />
    ));
  };

  return (
    <>
      <PageHeader title={t('pages.webhooks.title')} lead={t('pages.webhooks.lead')} />
      <div className={pageStyles.page}>
        <Link href="/admin">{t('pages.webhooks.backToAdmin')}</Link>
        <WebhookEndpointForm onCreate={create} />
        {list()}
      </div>
    </>
  );
}
