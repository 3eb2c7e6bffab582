import type { TFunction } from 'i18next';
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { isValidEmail } from '../../../lib/accountRules.js';
import { FormToken, type PageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { NativeSelect } from '../../../ui/NativeSelect.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useFieldChecks } from '../../../ui/useFieldChecks.js';
import { CONSULTATION_TYPES, consultationTypeKey } from '../types.js';
import * as styles from './ConsultationForm.css.js';

export interface ConsultationValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  consultationType: string;
  description: string;
  preferredDate: string;
  website: string;
}

export const EMPTY_CONSULTATION: ConsultationValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  consultationType: '',
  description: '',
  preferredDate: '',
  website: '',
};

export interface ConsultationFormProps {
  values: ConsultationValues;
  /** A state setter: fields that adopt what was typed before the script attached update at once. */
  onChange: Dispatch<SetStateAction<ConsultationValues>>;
  sending: boolean;
  onSubmit: () => void;
  /** Absent on the lawyer's consultation page, which has no dialog to close. */
  onCancel?: () => void;
  /**
   * On the lawyer's consultation page (/lawyers/<slug>/consultation): the form posts there
   * without the script (gateway consultations.forms.ts), for this lawyer, and shows the
   * gateway's refusal under the fields.
   */
  page?: PageForm & { lawyerId: string; fieldErrors: Record<string, string> };
}

/** The fields the form checks, in the order a failed attempt looks for the first to focus. */
const CHECKED = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'consultationType',
  'description',
  'preferredDate',
] as const;
type Checked = (typeof CHECKED)[number];

/**
 * What a field in error says, in the visitor's language: the same words whether the form's own
 * check or the gateway (a post made before the script ran) refused it.
 */
export function consultationFieldMessage(t: TFunction, field: string): string {
  switch (field) {
    case 'consultationType':
      return t('consultations.form.typeRequired');
    case 'clientName':
    case 'clientEmail':
    case 'description':
    case 'preferredDate':
      return t(`consultations.form.errors.${field}`);
    default:
      return t('consultations.form.invalid');
  }
}

/**
 * Spec §2's fields with its required ones (spec §5), plus a honeypot field that people never
 * see nor reach by keyboard. Native fields rather than React Aria's: the form is on the lawyer's
 * consultation page's first load (React Aria's select and fields weigh some 60 KiB of gzip
 * there). The checks are the form's own (`noValidate`), worded in the visitor's language: the
 * browser's bubbles speak the browser's language, and none came for the select.
 */
export function ConsultationForm({
  values,
  onChange,
  sending,
  onSubmit,
  onCancel,
  page,
}: ConsultationFormProps) {
  const { t } = useTranslation();
  // The form's own messages in the visitor's language, never the browser's (issue 31, item 5).
  const checks = useFieldChecks<Checked>((field, value): string | null => {
    switch (field) {
      case 'consultationType':
      case 'clientName':
      case 'description':
        return value.trim() ? null : consultationFieldMessage(t, field);
      case 'clientEmail':
        return isValidEmail(value) ? null : consultationFieldMessage(t, field);
      case 'preferredDate': {
        // A half-typed date and time: the control holds no value but knows it is unfinished.
        const control = checks.formRef.current?.elements.namedItem(field);
        return control instanceof HTMLInputElement && control.validity.badInput
          ? consultationFieldMessage(t, field)
          : null;
      }
      default:
        return null;
    }
  }, page?.fieldErrors);
  const set = (field: keyof ConsultationValues) => (value: string) => {
    onChange((current) => ({ ...current, [field]: value }));
    if ((CHECKED as readonly string[]).includes(field)) checks.edited(field as Checked, value);
  };
  const field = (name: Checked) => ({
    name,
    value: values[name],
    error: checks.error(name),
    onChange: set(name),
    onBlur: () => checks.committed(name, values[name]),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = Object.fromEntries(CHECKED.map((name) => [name, values[name]]));
    if (!checks.attempt(checked as Record<Checked, string>)) return;
    onSubmit();
  };

  return (
    <form
      ref={checks.formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      method="post"
      action={page?.action}
    >
      {page ? (
        <>
          <FormToken token={page.csrfToken} />
          <input type="hidden" name="lawyerId" value={page.lawyerId} />
        </>
      ) : null}
      <NativeTextField
        label={t('consultations.form.name')}
        autoComplete="name"
        required
        {...field('clientName')}
      />
      <NativeTextField
        label={t('consultations.form.email')}
        type="email"
        autoComplete="email"
        required
        {...field('clientEmail')}
      />
      <NativeTextField
        label={t('consultations.form.phone')}
        type="tel"
        autoComplete="tel"
        {...field('clientPhone')}
      />
      <NativeSelect
        label={t('consultations.form.type')}
        name="consultationType"
        required
        options={[
          { value: '', label: t('consultations.form.typePlaceholder') },
          ...CONSULTATION_TYPES.map((type) => ({
            value: type,
            label: t(consultationTypeKey(type)),
          })),
        ]}
        value={values.consultationType}
        error={checks.error('consultationType')}
        onChange={set('consultationType')}
        onBlur={() => checks.committed('consultationType', values.consultationType)}
      />
      <NativeTextField
        label={t('consultations.form.description')}
        multiline
        rows={4}
        required
        {...field('description')}
      />
      <NativeTextField
        label={t('consultations.form.preferredDate')}
        type="datetime-local"
        {...field('preferredDate')}
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('consultations.form.honeypot')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => set('website')(event.target.value)}
          />
        </label>
      </div>
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('consultations.form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" isDisabled={sending}>
          {sending ? t('consultations.form.sending') : t('consultations.form.submit')}
        </Button>
      </div>
    </form>
  );
}
