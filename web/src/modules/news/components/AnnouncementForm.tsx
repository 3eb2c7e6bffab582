import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { rejectedInputMessage } from '../../discussions/index.js';
import type { NewAnnouncementValues } from '../hooks/useCreateAnnouncement.js';
import { lengthMessage } from '../lengthMessage.js';
import {
  announcementContentProblem,
  announcementExcerptProblem,
  announcementTitleProblem,
} from '../validation.js';
import * as styles from './AnnouncementForm.css.js';

export interface AnnouncementFormProps {
  /** Publishes the announcement; a rejection keeps the form open with the server's answer. */
  onSubmit: (values: NewAnnouncementValues) => Promise<void>;
  onCancel: () => void;
}

interface Failure {
  detail: string | null;
}

/** Title, optional excerpt and content of an announcement, checked with the server's limits. */
export function AnnouncementForm({ onSubmit, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [excerpt, setExcerpt] = useState('');
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setPending(true);
    try {
      await onSubmit({
        title: title.trim(),
        excerpt: excerpt.trim() || null,
        content: content.trim(),
      });
    } catch (error) {
      setFailure({ detail: rejectedInputMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <TextField
        label={t('pages.news.form.titleLabel')}
        name="title"
        isRequired
        validate={(value) => lengthMessage(t, announcementTitleProblem(value))}
        value={title}
        onChange={setTitle}
      />
      <TextAreaField
        label={t('pages.news.form.excerptLabel')}
        name="excerpt"
        rows={2}
        validate={(value) => lengthMessage(t, announcementExcerptProblem(value))}
        value={excerpt}
        onChange={setExcerpt}
      />
      <TextAreaField
        label={t('pages.news.form.contentLabel')}
        name="content"
        isRequired
        validate={(value) => lengthMessage(t, announcementContentProblem(value))}
        value={content}
        onChange={setContent}
      />
      <div role="alert" className={styles.alert}>
        {failure ? (
          <>
            <p>{t('pages.news.form.failed')}</p>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {t('pages.news.form.cancel')}
        </Button>
        <Button type="submit" isDisabled={pending}>
          {pending ? t('pages.news.form.pending') : t('pages.news.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
