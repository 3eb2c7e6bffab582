import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApplyForMembershipDocument } from '../../../generated/public/public-site.js';
import { useTranslation } from '../../../i18n/react.js';
import { isServiceUnavailable } from '../../../lib/graphqlErrors.js';
import { FormToken, refusalOfPage, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { Link } from '../../../ui/Link.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useFieldChecks } from '../../../ui/useFieldChecks.js';
import { refusalView } from '../formRefusal.js';
import * as styles from '../publicSite.css.js';
import { refusalOf } from '../serverRefusal.js';
import { SendFooter } from './SendFooter.js';

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'barNumber',
  'specialization',
  'city',
  'message',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  barNumber: '',
  specialization: '',
  city: '',
  message: '',
};

const between = (value: string, min: number, max: number) =>
  value.trim().length >= min && value.trim().length <= max;

/** The same rules as the gateway (modules/membership), so that most mistakes are caught here. */
export function applicationProblem(field: Field, raw: string): boolean {
  const value = raw.trim();
  switch (field) {
    case 'fullName':
      return !between(value, 2, 120);
    case 'email':
      return value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    case 'barNumber':
      return !between(value, 2, 60);
    case 'phone':
      return value !== '' && !/^\+?[0-9 ()\-.]{6,40}$/.test(value);
    case 'specialization':
    case 'city':
      return value !== '' && !between(value, 2, 120);
    case 'message':
      return value.length > 2000;
  }
}

/** The page's address after the gateway took the form without the script (membership.forms.ts). */
const APPLICATION_SENT = 'application';

/**
 * The landing page's "join" form: sent with applyForMembership, then replaced by a confirmation
 * (focused, so that screen readers announce it). Errors the gateway names are shown per field.
 * Without the script it posts to the page (gateway membership.forms.ts), never as a GET: the
 * page comes back with the refusal shown here, or at `?sent=application` with a confirmation
 * that names nobody (no personal data in an address).
 */
export function MembershipApplicationForm() {
  const { t } = useTranslation();
  const page = usePageForm('membership');
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...page.refused?.values }));
  const [website, setWebsite] = useState('');
  const fieldMessage = (field: Field) => t(`membership.errors.${field}`);
  const refused = page.refused && refusalView(refusalOfPage(page.refused), FIELDS, fieldMessage, t);
  const [failure, setFailure] = useState<string | null>(refused?.failure ?? null);
  const [sent, setSent] = useState<{ name: string; email: string } | 'anonymous' | null>(() =>
    searchParams.get('sent') === APPLICATION_SENT ? 'anonymous' : null,
  );
  // Through a plain fetch, in plain HTML fields: the page does without the GraphQL client and
  // React Aria's fields.
  const [apply, { loading }] = useGraphQLMutation(ApplyForMembershipDocument);
  const checks = useFieldChecks<Field>(
    (field, value) => (applicationProblem(field, value) ? fieldMessage(field) : null),
    refused?.errors,
  );
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!checks.attempt(values)) return;
    const optional = (value: string) => (value.trim() === '' ? null : value.trim());
    try {
      await apply({
        input: {
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          phone: optional(values.phone),
          barNumber: values.barNumber.trim(),
          specialization: optional(values.specialization),
          city: optional(values.city),
          message: optional(values.message),
          website: website === '' ? null : website,
        },
      });
      setSent({ name: values.fullName.trim(), email: values.email.trim() });
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

  if (sent) {
    return (
      <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
        <h2 className={styles.sectionHeading}>{t('membership.confirmationTitle')}</h2>
        <p>
          {sent === 'anonymous'
            ? t('membership.confirmationTextPosted')
            : t('membership.confirmationText', sent)}
        </p>
        <p>
          <Link href="/">{t('membership.backHome')}</Link>
        </p>
      </div>
    );
  }

  const field = (name: Field, extra: { type?: string; autoComplete?: string } = {}) => ({
    name,
    value: values[name],
    error: checks.error(name),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      checks.edited(name, value);
    },
    onBlur: () => checks.committed(name, values[name]),
    ...extra,
  });

  return (
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
          label={t('membership.fullName')}
          required
          {...field('fullName', { autoComplete: 'name' })}
        />
        <NativeTextField
          label={t('membership.email')}
          required
          {...field('email', { type: 'email', autoComplete: 'email' })}
        />
        <NativeTextField
          label={t('membership.phone')}
          {...field('phone', { type: 'tel', autoComplete: 'tel' })}
        />
        <NativeTextField label={t('membership.barNumber')} required {...field('barNumber')} />
        <NativeTextField label={t('membership.specialization')} {...field('specialization')} />
        <NativeTextField
          label={t('membership.city')}
          {...field('city', { autoComplete: 'address-level2' })}
        />
      </div>
      <NativeTextField label={t('membership.message')} multiline rows={5} {...field('message')} />
      <SendFooter
        website={website}
        onWebsite={setWebsite}
        failure={failure}
        sending={loading}
        label={t('membership.submit')}
      />
    </form>
  );
}
