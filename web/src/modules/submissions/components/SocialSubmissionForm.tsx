import { Form } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmissionForm } from '../hooks/useSubmissionForm.js';
import { socialProblems } from '../validation.js';
import { AUDIENCES, PLATFORMS, SOCIAL_DEFAULTS, type SocialSubmissionValues } from '../values.js';
import { problemMessage, ValueSelect } from './fields.js';
import * as styles from './SubmissionForm.css.js';

export interface SocialSubmissionFormProps {
  onSubmit: (values: SocialSubmissionValues) => Promise<void>;
}

/**
 * Spec §3 "Social submission": only the content is enforced; the platform is labelled required
 * but not enforced (spec §5).
 */
export function SocialSubmissionForm({ onSubmit }: SocialSubmissionFormProps) {
  const { t } = useTranslation();
  const form = useSubmissionForm(
    SOCIAL_DEFAULTS,
    (values) => Object.keys(socialProblems(values)).length === 0,
    onSubmit,
    {
      success: t('pages.submitContent.social.success'),
      failureTitle: t('pages.submitContent.errors.title'),
      failure: t('pages.submitContent.social.failure'),
    },
  );
  const { values, set } = form;
  const problems = socialProblems(values);

  return (
    <Form className={styles.form} onSubmit={form.submit}>
      <div className={styles.row}>
        <ValueSelect
          label={t('pages.submitContent.social.platformLabel')}
          prompt={t('pages.submitContent.social.platformPrompt')}
          values={PLATFORMS}
          labelOf={(value) => t(`pages.submitContent.platforms.${specValue(value)}`)}
          value={values.platform}
          onChange={(value) => set('platform', value)}
        />
        <ValueSelect
          label={t('pages.submitContent.social.targetAudienceLabel')}
          prompt={t('pages.submitContent.social.targetAudiencePrompt')}
          values={AUDIENCES}
          labelOf={(value) => t(`pages.submitContent.audiences.${specValue(value)}`)}
          value={values.targetAudience}
          onChange={(value) => set('targetAudience', value)}
        />
      </div>
      <TextField
        label={t('pages.submitContent.social.postUrlLabel')}
        name="postUrl"
        type="url"
        placeholder={t('pages.submitContent.social.postUrlPlaceholder')}
        validate={() => problemMessage(t, problems.postUrl)}
        value={values.postUrl}
        onChange={(value) => set('postUrl', value)}
      />
      <TextAreaField
        label={t('pages.submitContent.social.contentLabel')}
        name="content"
        isRequired
        validate={() => problemMessage(t, problems.content)}
        value={values.content}
        onChange={(value) => set('content', value)}
      />
      <TextField
        label={t('pages.submitContent.social.hashtagsLabel')}
        name="hashtags"
        placeholder={t('pages.submitContent.social.hashtagsPlaceholder')}
        value={values.hashtags}
        onChange={(value) => set('hashtags', value)}
      />
      <TextField
        label={t('pages.submitContent.social.scheduledShareLabel')}
        name="scheduledShare"
        type="datetime-local"
        value={values.scheduledShare}
        onChange={(value) => set('scheduledShare', value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.pending}>
          {form.pending ? t('pages.submitContent.sending') : t('pages.submitContent.social.submit')}
        </Button>
      </div>
    </Form>
  );
}
