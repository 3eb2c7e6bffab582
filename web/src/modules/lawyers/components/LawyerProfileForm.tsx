import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type {
  LawyerProfileFieldsFragment,
  LawyerProfileInput,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { consultationViewStyles as styles } from '../../consultations/index.js';

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export interface LawyerProfileFormProps {
  profile: LawyerProfileFieldsFragment | null;
  /** Rejects with the server's error; the form keeps its values then. */
  onSave: (input: LawyerProfileInput) => Promise<void>;
  /** The server's explanation of refused input (names the field), or null. */
  problem: string | null;
}

/** The member's public profile (spec §3 "Public lawyer"); lists are typed comma-separated. */
export function LawyerProfileForm({ profile, onSave, problem }: LawyerProfileFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    specialization: profile?.specialization ?? '',
    practiceAreas: profile?.practiceAreas.join(', ') ?? '',
    languages: profile?.languages.join(', ') ?? '',
    experience: profile?.experience ?? '',
    bio: profile?.bio ?? '',
    consultationRate: profile?.consultationRate ?? '',
    contactPhone: profile?.contactPhone ?? '',
    officeAddress: profile?.officeAddress ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    linkedinUrl: profile?.linkedinUrl ?? '',
  });
  const [available, setAvailable] = useState(profile?.publicConsultationAvailable ?? true);
  const [saving, setSaving] = useState(false);
  // From the current values, not this render's: fields filled in one go (a password manager, or
  // what was typed before the script attached, handed over together) each keep their text.
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const optional = (value: string) => value.trim() || null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({
        specialization: values.specialization.trim(),
        practiceAreas: splitList(values.practiceAreas),
        languages: splitList(values.languages),
        experience: optional(values.experience),
        bio: optional(values.bio),
        consultationRate: optional(values.consultationRate),
        publicConsultationAvailable: available,
        contactPhone: optional(values.contactPhone),
        officeAddress: optional(values.officeAddress),
        websiteUrl: optional(values.websiteUrl),
        linkedinUrl: optional(values.linkedinUrl),
      });
    } catch {
      // The page reports the failure; the values stay.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form className={styles.form} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('lawyers.profile.specialization')}
        isRequired
        value={values.specialization}
        onChange={set('specialization')}
      />
      <TextField
        label={t('lawyers.profile.practiceAreas')}
        value={values.practiceAreas}
        onChange={set('practiceAreas')}
      />
      <TextField
        label={t('lawyers.profile.languages')}
        value={values.languages}
        onChange={set('languages')}
      />
      <TextAreaField
        label={t('lawyers.profile.experience')}
        rows={2}
        value={values.experience}
        onChange={set('experience')}
      />
      <TextAreaField
        label={t('lawyers.profile.bio')}
        rows={4}
        value={values.bio}
        onChange={set('bio')}
      />
      <TextField
        label={t('lawyers.profile.rate')}
        value={values.consultationRate}
        onChange={set('consultationRate')}
      />
      <label>
        <input
          type="checkbox"
          checked={available}
          onChange={(event) => setAvailable(event.target.checked)}
        />{' '}
        {t('lawyers.profile.available')}
      </label>
      <TextField
        label={t('lawyers.profile.phone')}
        type="tel"
        value={values.contactPhone}
        onChange={set('contactPhone')}
      />
      <TextField
        label={t('lawyers.profile.address')}
        value={values.officeAddress}
        onChange={set('officeAddress')}
      />
      <TextField
        label={t('lawyers.profile.website')}
        type="url"
        value={values.websiteUrl}
        onChange={set('websiteUrl')}
      />
      <TextField
        label={t('lawyers.profile.linkedin')}
        type="url"
        value={values.linkedinUrl}
        onChange={set('linkedinUrl')}
      />
      <div role="alert" className={styles.muted}>
        {problem}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {saving ? t('lawyers.profile.saving') : t('lawyers.profile.save')}
        </Button>
      </div>
    </Form>
  );
}
