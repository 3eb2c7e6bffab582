import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from '../../discussions/components/NewDiscussionDialog.css.js';
import { AnnouncementForm, type AnnouncementFormProps } from './AnnouncementForm.js';

export interface AnnouncementDialogProps extends Omit<AnnouncementFormProps, 'onCancel'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The Create Announcement form in a modal dialog; Escape or Cancel closes it. */
export function AnnouncementDialog({ isOpen, onOpenChange, ...form }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {t('pages.news.form.title')}
          </Heading>
          <AnnouncementForm {...form} onCancel={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
