import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SendContactMessageDocument } from '../../../generated/public/public-site.js';
import { useTranslation } from '../../../i18n/react.js';
import { isServiceUnavailable } from '../../../lib/graphqlErrors.js';
import { FormToken, refusalOfPage, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { Button } from '../../../ui/Button.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useFieldChecks } from '../../../ui/useFieldChecks.js';
import { refusalView } from '../formRefusal.js';
import * as styles from '../publicSite.css.js';
import { refusalOf } from '../serverRefusal.js';
import { SendFooter } from './SendFooter.js';

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

/** The page's address after the gateway took the form without the script (contact.forms.ts). */
export const CONTACT_SENT = 'contact';

/**
 * A message to the association (sendContactMessage): Leadership's "Contact Leadership" and the
 * accessibility page's barrier report. The confirmation replaces the form and takes the focus.
 * Without the script the form posts to the page (gateway contact.forms.ts), which comes back
 * with the refusal shown here or at `?sent=contact` with the confirmation.
 */
export function ContactForm({ heading, defaultSubject = '', autoFocus }: ContactFormProps) {
  const { t } = useTranslation();
  const page = usePageForm('contact');
  const [searchParams] = useSearchParams();
  const empty: Values = { name: '', email: '', subject: defaultSubject, message: '' };
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...page.refused?.values }));
  const [website, setWebsite] = useState('');
  const fieldMessage = (field: Field) => t(`contact.errors.${field}`);
  const refused = page.refused && refusalView(refusalOfPage(page.refused), FIELDS, fieldMessage, t);
  const [failure, setFailure] = useState<string | null>(refused?.failure ?? null);
  const [sent, setSent] = useState(searchParams.get('sent') === CONTACT_SENT);
  // Through a plain fetch: the leadership and accessibility pages do without the GraphQL client.
  const [send, { loading }] = useGraphQLMutation(SendContactMessageDocument);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  // Plain HTML fields rather than React Aria's: the form is on two public pages' first load.
  const checks = useFieldChecks<Field>(
    (field, value) => (contactProblem(field, value) ? fieldMessage(field) : null),
    refused?.errors,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!checks.attempt(values)) return;
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
      const view = refusalView(
        { ...refusalOf(error), unavailable: isServiceUnavailable(error) },
        FIELDS,
        fieldMessage,
        t,
      );
      if (view.failure) setFailure(view.failure);
      else checks.refuse(view.errors);
    }
  };

  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    error: checks.error(name),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      checks.edited(name, value);
    },
    onBlur: () => checks.committed(name, values[name]),
  });

  if (sent) {
    return (
      <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
        <h2 className={styles.sectionHeading}>{t('contact.sentTitle')}</h2>
        <p>{t('contact.sentText')}</p>
        <div>
          <Button variant="secondary" onClick={() => setSent(false)}>
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
      <form
        ref={checks.formRef}
        className={styles.form}
        onSubmit={submit}
        noValidate
        method="post"
        action={page.action}
      >
        <FormToken token={page.csrfToken} />
        <div className={styles.formRow}>
          <NativeTextField
            label={t('contact.name')}
            autoComplete="name"
            autoFocus={autoFocus}
            {...field('name')}
          />
          <NativeTextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
        </div>
        <NativeTextField label={t('contact.subject')} {...field('subject')} />
        <NativeTextField label={t('contact.message')} multiline rows={5} {...field('message')} />
        <SendFooter
          website={website}
          onWebsite={setWebsite}
          failure={failure}
          sending={loading}
          label={t('contact.submit')}
        />
      </form>
    </section>
  );
}
