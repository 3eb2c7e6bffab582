import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { ApplyForMembershipDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { isServiceUnavailable } from '../../../lib/graphqlErrors.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import * as styles from '../publicSite.css.js';
import { commitFieldsShowingErrors } from '../revalidate.js';
import { refusalOf } from '../serverRefusal.js';
import { Honeypot } from './Honeypot.js';

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

/**
 * The landing page's "join" form: sent with applyForMembership, then replaced by a confirmation
 * (focused, so that screen readers announce it). Errors the gateway names are shown per field.
 */
export function MembershipApplicationForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [apply, { loading }] = useMutation(ApplyForMembershipDocument);
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
    const optional = (value: string) => (value.trim() === '' ? null : value.trim());
    try {
      await apply({
        variables: {
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
        },
      });
      setSent({ name: values.fullName.trim(), email: values.email.trim() });
    } catch (error) {
      const { code, fields } = refusalOf(error);
      if (code === 'BAD_USER_INPUT' && fields.length > 0) {
        const errors: Record<string, string> = {};
        for (const field of fields) {
          if ((FIELDS as readonly string[]).includes(field)) {
            errors[field] = t(`membership.errors.${field as Field}`);
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

  if (sent) {
    return (
      <div ref={confirmationRef} tabIndex={-1} className={styles.confirmation}>
        <h2 className={styles.sectionHeading}>{t('membership.confirmationTitle')}</h2>
        <p>{t('membership.confirmationText', sent)}</p>
        <p>
          <Link href="/">{t('membership.backHome')}</Link>
        </p>
      </div>
    );
  }

  const field = (name: Field, extra: { type?: string; autoComplete?: string } = {}) => ({
    name,
    value: values[name],
    onChange: set(name),
    validate: (value: string) =>
      applicationProblem(name, value) ? t(`membership.errors.${name}`) : null,
    ...extra,
  });

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={fieldErrors}>
      <div className={styles.form} onInput={commitFieldsShowingErrors}>
        <div className={styles.formRow}>
          <TextField
            label={t('membership.fullName')}
            isRequired
            {...field('fullName', { autoComplete: 'name' })}
          />
          <TextField
            label={t('membership.email')}
            isRequired
            {...field('email', { type: 'email', autoComplete: 'email' })}
          />
          <TextField
            label={t('membership.phone')}
            {...field('phone', { type: 'tel', autoComplete: 'tel' })}
          />
          <TextField label={t('membership.barNumber')} isRequired {...field('barNumber')} />
          <TextField label={t('membership.specialization')} {...field('specialization')} />
          <TextField
            label={t('membership.city')}
            {...field('city', { autoComplete: 'address-level2' })}
          />
        </div>
        <TextAreaField label={t('membership.message')} rows={5} {...field('message')} />
        <Honeypot value={website} onChange={setWebsite} />
        <div role="alert" className={styles.alert}>
          {failure ? <p>{failure}</p> : null}
        </div>
        <div>
          <Button type="submit" isDisabled={loading}>
            {loading ? t('publicSite.sending') : t('membership.submit')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
