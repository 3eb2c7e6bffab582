import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './NewDiscussionDialog.css.js';
import { NewDiscussionForm, type NewDiscussionFormProps } from './NewDiscussionForm.js';

export interface NewDiscussionDialogProps extends Omit<NewDiscussionFormProps, 'onCancel'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The New Discussion form in a modal dialog; Escape or Cancel closes it. */
export function NewDiscussionDialog({ isOpen, onOpenChange, ...form }: NewDiscussionDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {t('pages.discussions.form.title')}
          </Heading>
          <NewDiscussionForm {...form} onCancel={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
