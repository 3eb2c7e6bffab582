import { useTranslation } from '../../../i18n/react.js';
import { Modal } from '../../../ui/Modal.js';
import { NewDiscussionForm, type NewDiscussionFormProps } from './NewDiscussionForm.js';

export interface NewDiscussionDialogProps extends Omit<NewDiscussionFormProps, 'onCancel'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The New Discussion form in a modal dialog; Escape or Cancel closes it. */
export function NewDiscussionDialog({ isOpen, onOpenChange, ...form }: NewDiscussionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('pages.discussions.form.title')}>
      <NewDiscussionForm {...form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
