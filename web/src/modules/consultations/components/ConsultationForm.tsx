import { type FormEvent, useState } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  FieldError,
  Form,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { FormToken, type PageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import * as selectStyles from '../../../ui/Select.css.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
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
  onChange: (values: ConsultationValues) => void;
  sending: boolean;
  onSubmit: () => void;
  /** Absent on the lawyer's consultation page, which has no dialog to close. */
  onCancel?: () => void;
  /**
   * On the lawyer's consultation page (/lawyers/<slug>/consultation): the form posts there
   * without the script (gateway consultations.forms.ts), for this lawyer, with a native select
   * (React Aria's needs the script), and shows the gateway's refusal under the fields.
   */
  page?: PageForm & { lawyerId: string; fieldErrors: Record<string, string> };
}

/**
 * Spec §2's fields with the browser's required checks (spec §5), plus a honeypot field that
 * people never see nor reach by keyboard.
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
  const [typeTouched, setTypeTouched] = useState(false);
  const set = (field: keyof ConsultationValues) => (value: string) =>
    onChange({ ...values, [field]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTypeTouched(true);
    if (!values.consultationType) return;
    onSubmit();
  };

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      method="post"
      action={page?.action}
      validationErrors={page?.fieldErrors}
    >
      {page ? (
        <>
          <FormToken token={page.csrfToken} />
          <input type="hidden" name="lawyerId" value={page.lawyerId} />
        </>
      ) : null}
      <TextField
        label={t('consultations.form.name')}
        name="clientName"
        autoComplete="name"
        isRequired
        value={values.clientName}
        onChange={set('clientName')}
      />
      <TextField
        label={t('consultations.form.email')}
        name="clientEmail"
        type="email"
        autoComplete="email"
        isRequired
        value={values.clientEmail}
        onChange={set('clientEmail')}
      />
      <TextField
        label={t('consultations.form.phone')}
        name="clientPhone"
        type="tel"
        autoComplete="tel"
        value={values.clientPhone}
        onChange={set('clientPhone')}
      />
      {page ? (
        <div className={selectStyles.select}>
          <label className={selectStyles.label} htmlFor="consultation-type">
            {t('consultations.form.type')}
          </label>
          <select
            id="consultation-type"
            name="consultationType"
            required
            className={selectStyles.trigger}
            value={values.consultationType}
            onChange={(event) => set('consultationType')(event.target.value)}
          >
            <option value="">{t('consultations.form.typePlaceholder')}</option>
            {CONSULTATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(consultationTypeKey(type))}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <AriaSelect
          className={selectStyles.select}
          name="consultationType"
          isRequired
          placeholder={t('consultations.form.typePlaceholder')}
          value={values.consultationType || null}
          isInvalid={typeTouched && !values.consultationType}
          onChange={(key) => set('consultationType')(String(key ?? ''))}
        >
          <Label className={selectStyles.label}>{t('consultations.form.type')}</Label>
          <AriaButton className={selectStyles.trigger}>
            <SelectValue />
            <span aria-hidden="true" className={selectStyles.chevron}>
              ▾
            </span>
          </AriaButton>
          <FieldError className={styles.error}>{t('consultations.form.typeRequired')}</FieldError>
          <Popover className={selectStyles.popover}>
            <ListBox className={selectStyles.listBox}>
              {CONSULTATION_TYPES.map((type) => (
                <ListBoxItem
                  key={type}
                  id={type}
                  textValue={t(consultationTypeKey(type))}
                  className={selectStyles.option}
                >
                  {t(consultationTypeKey(type))}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </AriaSelect>
      )}
      <TextAreaField
        label={t('consultations.form.description')}
        name="description"
        rows={4}
        isRequired
        value={values.description}
        onChange={set('description')}
      />
      <TextField
        label={t('consultations.form.preferredDate')}
        name="preferredDate"
        type="datetime-local"
        value={values.preferredDate}
        onChange={set('preferredDate')}
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
    </Form>
  );
}
