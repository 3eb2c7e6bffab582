import { type FormEvent, useRef } from 'react';
import { SubmissionPriority } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { Button } from '../../../ui/Button.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
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

/**
 * Spec §3 "News submission": title and content required, the rest optional. Native fields: the
 * form is on the page's first paint, and React Aria's form and fields put some 14 KiB on that
 * first load. A required field's message shows once sending was attempted, and the first field
 * in error takes the focus, as React Aria's form did.
 */
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
  const error = (field: keyof typeof problems) =>
    form.attempted ? problemMessage(t, problems[field]) : null;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    void form.submit(event);
    if (Object.keys(problems).length === 0) return;
    // After the render that marks the fields invalid.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <NativeTextField
        label={t('pages.submitContent.news.titleLabel')}
        name="title"
        aria-required
        error={error('title')}
        value={values.title}
        onChange={(value) => set('title', value)}
      />
      <NativeTextField
        label={t('pages.submitContent.news.excerptLabel')}
        name="excerpt"
        multiline
        rows={2}
        value={values.excerpt}
        onChange={(value) => set('excerpt', value)}
      />
      <NativeTextField
        label={t('pages.submitContent.news.contentLabel')}
        name="content"
        multiline
        aria-required
        error={error('content')}
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
      <NativeTextField
        label={t('pages.submitContent.news.socialMediaLinksLabel')}
        name="socialMediaLinks"
        placeholder={t('pages.submitContent.news.socialMediaLinksPlaceholder')}
        value={values.socialMediaLinks}
        onChange={(value) => set('socialMediaLinks', value)}
      />
      <NativeTextField
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
    </form>
  );
}
