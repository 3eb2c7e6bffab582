import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { SendContactMessageDocument } from '../../../generated/public-operations.js';
import { useTranslation } from '../../../i18n/react.js';
import { isServiceUnavailable } from '../../../lib/graphqlErrors.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import * as styles from '../publicSite.css.js';
import { commitFieldsShowingErrors } from '../revalidate.js';
import { refusalOf } from '../serverRefusal.js';
import { Honeypot } from './Honeypot.js';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LIMITS: Record<Exclude<Field, 'email'>, [number, number]> = {
  name: [2, 120],
  subject: [2, 200],
  message: [10, 5000],
};

export function contactProblem(field: Field, raw: string): boolean {
  const value = raw.trim();
  if (field === 'email') return value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  const [min, max] = LIMITS[field];
  return value.length < min || value.length > max;
}

export interface ContactFormProps {
  /** The heading level-2 text above the form. */
  heading: string;
  defaultSubject?: string;
  /** Puts the focus in the first field when the form appears (it was just opened). */
  autoFocus?: boolean;
}

/**
 * A message to the association (sendContactMessage): Leadership's "Contact Leadership" and the
 * accessibility page's barrier report. The confirmation replaces the form and takes the focus.
 */
export function ContactForm({ heading, defaultSubject = '', autoFocus }: ContactFormProps) {
  const { t } = useTranslation();
  const empty: Values = { name: '', email: '', subject: defaultSubject, message: '' };
  const [values, setValues] = useState<Values>(empty);
  const [website, setWebsite] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Through a plain fetch: the leadership and accessibility pages do without the GraphQL client.
  const [send, { loading }] = useGraphQLMutation(SendContactMessageDocument);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in fieldErrors) {
      const { [field]: _cleared, ...rest } = fieldErrors;
      setFieldErrors(rest);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      await send({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          website: website === '' ? null : website,
        },
      });
      setSent(true);
      setValues(empty);
    } catch (error) {
      const { code, fields } = refusalOf(error);
      if (code === 'BAD_USER_INPUT' && fields.length > 0) {
        const errors: Record<string, string> = {};
        for (const field of fields) {
          if ((FIELDS as readonly string[]).includes(field)) {
            errors[field] = t(`contact.errors.${field as Field}`);
          }
        }
        setFieldErrors(errors);
      } else {
        setFailure(
          code === 'RATE_LIMITED'
            ? t('publicSite.rateLimited')
            : isServiceUnavailable(error)
              ? t('common.serviceUnavailable')
              : t('publicSite.sendFailed'),
        );
      }
    }
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: set(name),
    validate: (value: string) => (contactProblem(name, value) ? t(`contact.errors.${name}`) : null),
  });

  if (sent) {
    return (
      <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
        <h2 className={styles.sectionHeading}>{t('contact.sentTitle')}</h2>
        <p>{t('contact.sentText')}</p>
        <div>
          <Button variant="secondary" onPress={() => setSent(false)}>
            {t('contact.sendAnother')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.sectionHeading}>
        {heading}
      </h2>
      <Form className={styles.form} onSubmit={submit} validationErrors={fieldErrors}>
        <div className={styles.form} onInput={commitFieldsShowingErrors}>
          <div className={styles.formRow}>
            <TextField
              label={t('contact.name')}
              isRequired
              autoComplete="name"
              autoFocus={autoFocus}
              {...field('name')}
            />
            <TextField
              label={t('contact.email')}
              isRequired
              type="email"
              autoComplete="email"
              {...field('email')}
            />
          </div>
          <TextField label={t('contact.subject')} isRequired {...field('subject')} />
          <TextAreaField label={t('contact.message')} rows={5} isRequired {...field('message')} />
          <Honeypot value={website} onChange={setWebsite} />
          <div role="alert" className={styles.alert}>
            {failure ? <p>{failure}</p> : null}
          </div>
          <div>
            <Button type="submit" isDisabled={loading}>
              {loading ? t('publicSite.sending') : t('contact.submit')}
            </Button>
          </div>
        </div>
      </Form>
    </section>
  );
}
