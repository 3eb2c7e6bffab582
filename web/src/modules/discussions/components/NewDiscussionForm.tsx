import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { DeferredSelect as Select } from '../../../ui/DeferredSelect.js';
import type { SelectOption } from '../../../ui/Select.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import { lengthMessage } from '../lengthMessage.js';
import { rejectedInputMessage } from '../serverError.js';
import { contentProblem, titleProblem } from '../validation.js';
import { MentionTextArea } from './MentionTextArea.js';
import * as styles from './NewDiscussionForm.css.js';
import { PostEditor } from './PostEditor.js';

export interface NewDiscussionValues {
  title: string;
  content: string;
  practiceAreaId: string | null;
}

export interface NewDiscussionFormProps {
  areas: readonly SelectOption<string>[];
  /** The area chosen at first (the list's filter), or null. */
  initialAreaId: string | null;
  /** Sends the discussion; a rejection keeps the form open with the server's answer. */
  onSubmit: (values: NewDiscussionValues) => Promise<void>;
  onCancel: () => void;
}

const NO_AREA = 'none';

interface Failure {
  detail: string | null;
}

/** Title, content and practice area of a new discussion, checked with the server's limits. */
export function NewDiscussionForm({
  areas,
  initialAreaId,
  onSubmit,
  onCancel,
}: NewDiscussionFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [areaId, setAreaId] = useState(initialAreaId ?? NO_AREA);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const { formRef, check, attempt } = useSubmitAttempt();
  const titleMessage = lengthMessage(t, titleProblem(title));
  const contentMessage = lengthMessage(t, contentProblem(content));

  const areaOptions: SelectOption<string>[] = [
    { id: NO_AREA, label: t('pages.discussions.form.noArea') },
    ...areas,
  ];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!attempt(!titleMessage && !contentMessage)) return;
    setPending(true);
    try {
      await onSubmit({
        title: title.trim(),
        content: content.trim(),
        practiceAreaId: areaId === NO_AREA ? null : areaId,
      });
    } catch (error) {
      setFailure({ detail: rejectedInputMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        label={t('pages.discussions.form.titleLabel')}
        name="title"
        isRequired
        validate={() => check(titleMessage)}
        value={title}
        onChange={setTitle}
      />
      <PostEditor content={content}>
        <MentionTextArea
          label={t('pages.discussions.form.contentLabel')}
          name="content"
          isRequired
          validate={() => check(contentMessage)}
          value={content}
          onChange={setContent}
        />
      </PostEditor>
      <Select
        label={t('pages.discussions.form.areaLabel')}
        options={areaOptions}
        value={areaId}
        onChange={setAreaId}
      />
      <div role="alert" className={styles.alert}>
        {failure ? (
          <>
            <p>{t('pages.discussions.form.failed')}</p>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {t('pages.discussions.form.cancel')}
        </Button>
        <Button type="submit" isDisabled={pending}>
          {pending ? t('pages.discussions.form.pending') : t('pages.discussions.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
