import { type FormEvent, useState } from 'react';
import type { WebhookEventType } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { refusedFieldsOf } from '../../../lib/graphqlErrors.js';
import { Button } from '../../../ui/Button.js';
import { Switch } from '../../../ui/Switch.js';
import { TextField } from '../../../ui/TextField.js';
import { SUBSCRIBABLE_EVENTS } from '../hooks/useWebhooks.js';
import * as styles from './Webhooks.css.js';

const FORM_FIELDS = ['url', 'events', 'secret', 'description'] as const;
type FormField = (typeof FORM_FIELDS)[number];

export interface WebhookEndpointFormProps {
  onCreate: (input: {
    url: string;
    events: WebhookEventType[];
    secret?: string;
  }) => Promise<{ secret: string } | undefined>;
}

/**
 * Registers an endpoint: its URL, the events it receives and, optionally, the integrator's own
 * secret. The secret (generated or chosen) is shown once, after saving, for the integrator.
 */
export function WebhookEndpointForm({ onCreate }: WebhookEndpointFormProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['NEWS_PUBLISHED']);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownSecret, setShownSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const created = await onCreate({ url, events, ...(secret.trim() ? { secret } : {}) });
      setShownSecret(created?.secret ?? null);
      setUrl('');
      setSecret('');
    } catch (error) {
      const fields = refusedFieldsOf(error).filter((field): field is FormField =>
        (FORM_FIELDS as readonly string[]).includes(field),
      );
      setProblem(
        fields.length > 0
          ? t('pages.webhooks.form.refused', {
              fields: fields.map((field) => t(`pages.webhooks.form.fields.${field}`)).join(', '),
            })
          : t('pages.webhooks.form.failed'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)}>
      <h2 className={styles.heading}>{t('pages.webhooks.form.title')}</h2>
      <TextField
        label={t('pages.webhooks.form.fields.url')}
        type="url"
        isRequired
        value={url}
        onChange={setUrl}
        placeholder="https://"
      />
      <fieldset className={styles.events}>
        <legend className={styles.legend}>{t('pages.webhooks.form.fields.events')}</legend>
        {SUBSCRIBABLE_EVENTS.map((event) => (
          <Switch
            key={event}
            label={t(`pages.webhooks.events.${event}`)}
            isSelected={events.includes(event)}
            onChange={(on) => toggle(event, on)}
          />
        ))}
      </fieldset>
      <TextField
        label={t('pages.webhooks.form.fields.secret')}
        value={secret}
        onChange={setSecret}
      />
      <p className={styles.muted}>{t('pages.webhooks.form.secretHint')}</p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving || events.length === 0}>
          {t('pages.webhooks.form.submit')}
        </Button>
      </div>
      {shownSecret ? (
        <div className={styles.secret} role="status">
          <p>{t('pages.webhooks.form.secretShown')}</p>
          <p className={styles.data} dir="ltr">
            {shownSecret}
          </p>
        </div>
      ) : null}
    </form>
  );
}
