import { Form } from 'react-aria-components';
import { SubmissionPriority } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmissionForm } from '../hooks/useSubmissionForm.js';
import { newsProblems } from '../validation.js';
import {
  NEWS_CATEGORIES,
  NEWS_DEFAULTS,
  type NewsSubmissionValues,
  NONE,
  PRIORITIES,
} from '../values.js';
import { problemMessage, ValueSelect } from './fields.js';
import * as styles from './SubmissionForm.css.js';

export interface NewsSubmissionFormProps {
  /** Sends the submission; a rejection keeps the values and shows the 'Erreur' toast. */
  onSubmit: (values: NewsSubmissionValues) => Promise<void>;
}

/** Spec §3 "News submission": title and content required, the rest optional. */
export function NewsSubmissionForm({ onSubmit }: NewsSubmissionFormProps) {
  const { t } = useTranslation();
  const form = useSubmissionForm(
    NEWS_DEFAULTS,
    (values) => Object.keys(newsProblems(values)).length === 0,
    onSubmit,
    {
      success: t('pages.submitContent.news.success'),
      failureTitle: t('pages.submitContent.errors.title'),
      failure: t('pages.submitContent.news.failure'),
    },
  );
  const { values, set } = form;
  const problems = newsProblems(values);

  return (
    <Form className={styles.form} onSubmit={form.submit}>
      <TextField
        label={t('pages.submitContent.news.titleLabel')}
        name="title"
        isRequired
        validate={() => problemMessage(t, problems.title)}
        value={values.title}
        onChange={(value) => set('title', value)}
      />
      <TextAreaField
        label={t('pages.submitContent.news.excerptLabel')}
        name="excerpt"
        rows={2}
        value={values.excerpt}
        onChange={(value) => set('excerpt', value)}
      />
      <TextAreaField
        label={t('pages.submitContent.news.contentLabel')}
        name="content"
        isRequired
        validate={() => problemMessage(t, problems.content)}
        value={values.content}
        onChange={(value) => set('content', value)}
      />
      <div className={styles.row}>
        <ValueSelect
          label={t('pages.submitContent.news.categoryLabel')}
          prompt={t('pages.submitContent.news.categoryPrompt')}
          values={NEWS_CATEGORIES}
          labelOf={(value) => t(`pages.submitContent.newsCategories.${specValue(value)}`)}
          value={values.category}
          onChange={(value) => set('category', value)}
        />
        <ValueSelect<SubmissionPriority>
          label={t('pages.submitContent.news.priorityLabel')}
          values={PRIORITIES}
          labelOf={(value) => t(`pages.submitContent.priorities.${specValue(value)}`)}
          value={values.priority}
          onChange={(value) => set('priority', value === NONE ? SubmissionPriority.Normal : value)}
        />
      </div>
      <TextField
        label={t('pages.submitContent.news.socialMediaLinksLabel')}
        name="socialMediaLinks"
        placeholder={t('pages.submitContent.news.socialMediaLinksPlaceholder')}
        value={values.socialMediaLinks}
        onChange={(value) => set('socialMediaLinks', value)}
      />
      <TextField
        label={t('pages.submitContent.news.scheduledDateLabel')}
        name="scheduledDate"
        type="datetime-local"
        value={values.scheduledDate}
        onChange={(value) => set('scheduledDate', value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.pending}>
          {form.pending ? t('pages.submitContent.sending') : t('pages.submitContent.news.submit')}
        </Button>
      </div>
    </Form>
  );
}
