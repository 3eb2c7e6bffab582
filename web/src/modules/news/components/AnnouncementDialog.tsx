import { useTranslation } from '../../../i18n/react.js';
import { Modal } from '../../../ui/Modal.js';
import { AnnouncementForm, type AnnouncementFormProps } from './AnnouncementForm.js';

export interface AnnouncementDialogProps extends Omit<AnnouncementFormProps, 'onCancel'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The Create Announcement form in a modal dialog; Escape or Cancel closes it. */
export function AnnouncementDialog({ isOpen, onOpenChange, ...form }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('pages.news.form.title')}>
      <AnnouncementForm {...form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
