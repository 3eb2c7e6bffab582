import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { REPLY_MAX } from '../validation.js';
import { MentionTextArea } from './MentionTextArea.js';
import { PostEditor } from './PostEditor.js';
import * as styles from './ReplyForm.css.js';

export interface ReplyFormProps {
  /** Sends the reply; the field is cleared once it resolves and kept when it rejects. */
  onReply: (content: string) => Promise<void>;
}

/** The reply box under a discussion; Send stays disabled while the text is blank. */
export function ReplyForm({ onReply }: ReplyFormProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const blank = content.trim().length === 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) return;
    setFailed(false);
    setPending(true);
    try {
      await onReply(content.trim());
      setContent('');
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <PostEditor content={content}>
        <MentionTextArea
          label={t('pages.discussions.detail.replyLabel')}
          name="reply"
          rows={4}
          maxLength={REPLY_MAX}
          value={content}
          onChange={setContent}
        />
      </PostEditor>
      <p role="alert" className={styles.alert}>
        {failed ? t('pages.discussions.detail.replyFailed') : null}
      </p>
      <Button type="submit" className={styles.send} isDisabled={blank || pending}>
        {pending ? t('pages.discussions.detail.sending') : t('pages.discussions.detail.send')}
      </Button>
    </Form>
  );
}
