import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import * as styles from './Composer.css.js';

export interface ComposerProps {
  /** No conversation chosen: nothing can be sent (spec §5). */
  disabled?: boolean;
  /** Sends the trimmed text; the box is cleared at once and refilled if sending fails. */
  onSend(content: string): Promise<boolean>;
}

/**
 * The text box and the send button: the box grows with its text up to 120 px (then scrolls),
 * Enter sends and Shift+Enter starts a new line, and the button is disabled while the text is
 * blank (spec §5).
 */
export function Composer({ disabled = false, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;

  // Grow with the text; the style's max-block-size (120 px token) caps it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.style.blockSize = 'auto';
    box.style.blockSize = `${box.scrollHeight}px`;
  });

  const send = async () => {
    if (disabled || blank) return;
    const content = text.trim();
    setText('');
    setFailed(false);
    const sent = await onSend(content);
    if (!sent) {
      setText((current) => (current === '' ? content : current));
      setFailed(true);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <TextField
        className={styles.field}
        value={text}
        onChange={setText}
        isDisabled={disabled}
        aria-describedby={undefined}
      >
        <Label className={visuallyHidden}>{t('pages.messages.messageLabel')}</Label>
        <TextArea
          ref={boxRef}
          rows={1}
          className={styles.textArea}
          placeholder={t('pages.messages.messagePlaceholder')}
          onKeyDown={onKeyDown}
        />
        {failed ? (
          <p role="alert" className={styles.error}>
            {t('pages.messages.sendError')}
          </p>
        ) : null}
      </TextField>
      <Button type="submit" isDisabled={disabled || blank}>
        {t('pages.messages.send')}
      </Button>
    </form>
  );
}
