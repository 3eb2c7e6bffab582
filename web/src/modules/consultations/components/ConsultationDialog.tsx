import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { isServiceUnavailable } from '../../../lib/graphqlErrors.js';
import { Modal } from '../../../ui/Modal.js';
import { toast } from '../../../ui/toast/toast.js';
import { sendConsultationRequest } from '../api.js';
import type { ConsultationCreated } from '../types.js';
import {
  ConsultationForm,
  type ConsultationValues,
  EMPTY_CONSULTATION,
} from './ConsultationForm.js';

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
 */
export function ConsultationDialog({ lawyer, onClose, onSent }: ConsultationDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ConsultationValues>(EMPTY_CONSULTATION);
  const [sending, setSending] = useState(false);

  const close = () => {
    setValues(EMPTY_CONSULTATION);
    onClose();
  };

  const submit = async () => {
    if (!lawyer) return;
    setSending(true);
    try {
      const created = await sendConsultationRequest({
        lawyerId: lawyer.id,
        clientName: values.clientName,
        clientEmail: values.clientEmail,
        clientPhone: values.clientPhone,
        consultationType: values.consultationType,
        description: values.description,
        preferredDate: values.preferredDate || null,
        website: values.website,
      });
      toast({
        title: t('consultations.sent.title'),
        description: t('consultations.sent.description'),
      });
      setValues(EMPTY_CONSULTATION);
      onSent(created);
    } catch (error) {
      toast({
        title: t('consultations.failed.title'),
        description: isServiceUnavailable(error)
          ? t('common.serviceUnavailable')
          : t('consultations.failed.description'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
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
