import { useTranslation } from '../../../i18n/react.js';
import { Modal } from '../../../ui/Modal.js';
import { useSendConsultation } from '../hooks/useSendConsultation.js';
import type { ConsultationCreated } from '../types.js';
import { ConsultationForm } from './ConsultationForm.js';

export interface ConsultationDialogProps {
  /** The lawyer the dialog was opened for; null when closed. */
  lawyer: { id: string; fullName: string } | null;
  onClose: () => void;
  /** After a successful send: the answer with the private tracking link. */
  onSent: (created: ConsultationCreated) => void;
}

/**
 * The consultation request dialog (spec §2/§4): 'Annuler' or a success closes it and resets the
 * form; a failure keeps it open with the values and shows the destructive notice (spec §8).
 * It enhances the "Request a consultation" link to the lawyer's consultation page, which shows
 * the same form.
 */
export function ConsultationDialog({ lawyer, onClose, onSent }: ConsultationDialogProps) {
  const { t } = useTranslation();
  const { values, setValues, sending, send, reset } = useSendConsultation();

  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (!lawyer) return;
    const created = await send(lawyer.id);
    if (created) onSent(created);
  };

  return (
    <Modal
      isOpen={lawyer !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      isDismissable={!sending}
      title={t('consultations.form.title')}
    >
      {lawyer ? <p>{t('consultations.form.lead', { name: lawyer.fullName })}</p> : null}
      <ConsultationForm
        values={values}
        onChange={setValues}
        sending={sending}
        onSubmit={() => void submit()}
        onCancel={close}
      />
    </Modal>
  );
}
