import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Modal } from '../../../ui/Modal.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import * as styles from './Moderation.css.js';

export interface RejectDialogProps {
  isOpen: boolean;
  itemTitle: string;
  onOpenChange: (isOpen: boolean) => void;
  /** The trimmed reason, or null when none was given. */
  onConfirm: (reason: string | null) => void;
}

const SHORT_TITLE = 60;

/** The item's title as a dialog's or form's heading quotes it: long ones cut. */
export const shortTitle = (itemTitle: string) =>
  itemTitle.length > SHORT_TITLE ? `${itemTitle.slice(0, SHORT_TITLE)}…` : itemTitle;

/** Asks for an optional reason before rejecting; Escape or Cancel closes without rejecting. */
export function RejectDialog({ isOpen, itemTitle, onOpenChange, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const hintId = useId();
  const title = shortTitle(itemTitle);
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(reason.trim() || null);
    setReason('');
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      title={t('pages.admin.rejectDialog.title', { title })}
    >
      <Form onSubmit={confirm} className={styles.stack}>
        <TextAreaField
          label={t('pages.admin.rejectDialog.reasonLabel')}
          aria-describedby={hintId}
          name="reason"
          rows={3}
          value={reason}
          onChange={setReason}
          autoFocus
        />
        <p id={hintId} className={styles.bodyLabel}>
          {t('pages.admin.rejectDialog.reasonHint')}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('pages.admin.rejectDialog.cancel')}
          </Button>
          <Button type="submit">{t('pages.admin.rejectDialog.confirm')}</Button>
        </div>
      </Form>
    </Modal>
  );
}

export interface ApproveDialogProps {
  isOpen: boolean;
  itemTitle: string;
  approveLabel: string;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}

/**
 * Publishing cannot be taken back, so Approve asks first: what will happen, then Cancel and
 * the approve button (Escape or Cancel closes without deciding).
 */
export function ApproveDialog({
  isOpen,
  itemTitle,
  approveLabel,
  onOpenChange,
  onConfirm,
}: ApproveDialogProps) {
  const { t } = useTranslation();
  const title = shortTitle(itemTitle);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      title={t('pages.admin.approveDialog.title', { title })}
    >
      <div className={styles.stack}>
        <p className={styles.body}>{t('pages.admin.approveDialog.text')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('pages.admin.rejectDialog.cancel')}
          </Button>
          <Button onPress={onConfirm}>{approveLabel}</Button>
        </div>
      </div>
    </Modal>
  );
}
