import { Form } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { Button } from '../../../ui/Button.js';
import { Switch } from '../../../ui/Switch.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmissionForm } from '../hooks/useSubmissionForm.js';
import { eventProblems } from '../validation.js';
import { EVENT_CATEGORIES, EVENT_DEFAULTS, type EventSubmissionValues } from '../values.js';
import { problemMessage, ValueSelect } from './fields.js';
import * as styles from './SubmissionForm.css.js';

export interface EventSubmissionFormProps {
  onSubmit: (values: EventSubmissionValues) => Promise<void>;
}

/**
 * Spec §3 "Event submission": title, description and date-time required; the max attendees
 * number appears only while registration is required; the promotion switch starts on.
 */
export function EventSubmissionForm({ onSubmit }: EventSubmissionFormProps) {
  const { t } = useTranslation();
  const form = useSubmissionForm(
    EVENT_DEFAULTS,
    (values) => Object.keys(eventProblems(values)).length === 0,
    onSubmit,
    {
      success: t('pages.submitContent.event.success'),
      failureTitle: t('pages.submitContent.errors.title'),
      failure: t('pages.submitContent.event.failure'),
    },
  );
  const { values, set } = form;
  const problems = eventProblems(values);

  return (
    <Form className={styles.form} onSubmit={form.submit}>
      <TextField
        label={t('pages.submitContent.event.titleLabel')}
        name="title"
        isRequired
        validate={() => problemMessage(t, problems.title)}
        value={values.title}
        onChange={(value) => set('title', value)}
      />
      <TextAreaField
        label={t('pages.submitContent.event.descriptionLabel')}
        name="description"
        isRequired
        validate={() => problemMessage(t, problems.description)}
        value={values.description}
        onChange={(value) => set('description', value)}
      />
      <div className={styles.row}>
        <TextField
          label={t('pages.submitContent.event.eventDateLabel')}
          name="eventDate"
          type="datetime-local"
          isRequired
          validate={() => problemMessage(t, problems.eventDate)}
          value={values.eventDate}
          onChange={(value) => set('eventDate', value)}
        />
        <TextField
          label={t('pages.submitContent.event.locationLabel')}
          name="location"
          value={values.location}
          onChange={(value) => set('location', value)}
        />
      </div>
      <ValueSelect
        label={t('pages.submitContent.event.categoryLabel')}
        prompt={t('pages.submitContent.event.categoryPrompt')}
        values={EVENT_CATEGORIES}
        labelOf={(value) => t(`pages.submitContent.eventCategories.${specValue(value)}`)}
        value={values.category}
        onChange={(value) => set('category', value)}
      />
      <Switch
        label={t('pages.submitContent.event.registrationRequiredLabel')}
        name="registrationRequired"
        isSelected={values.registrationRequired}
        onChange={(value) => set('registrationRequired', value)}
      />
      {values.registrationRequired ? (
        <TextField
          label={t('pages.submitContent.event.maxAttendeesLabel')}
          name="maxAttendees"
          type="number"
          inputMode="numeric"
          placeholder={t('pages.submitContent.event.maxAttendeesPlaceholder')}
          validate={() => problemMessage(t, problems.maxAttendees)}
          value={values.maxAttendees}
          onChange={(value) => set('maxAttendees', value)}
        />
      ) : null}
      <Switch
        label={t('pages.submitContent.event.socialMediaPromotionLabel')}
        name="socialMediaPromotion"
        isSelected={values.socialMediaPromotion}
        onChange={(value) => set('socialMediaPromotion', value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.pending}>
          {form.pending ? t('pages.submitContent.sending') : t('pages.submitContent.event.submit')}
        </Button>
      </div>
    </Form>
  );
}
