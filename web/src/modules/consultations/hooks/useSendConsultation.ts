import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { isServiceUnavailable } from '../../../lib/graphqlErrors.js';
import { toast } from '../../../ui/toast/toast.js';
import { sendConsultationRequest } from '../api.js';
import { type ConsultationValues, EMPTY_CONSULTATION } from '../components/ConsultationForm.js';
import type { ConsultationCreated } from '../types.js';

/**
 * The consultation form's values and its sending by script, as the dialog and the lawyer's
 * consultation page share them: a success says 'Demande envoyée' (spec §8) and resets the
 * form; a failure keeps the values and shows the destructive notice.
 */
export function useSendConsultation(initial: Partial<ConsultationValues> = {}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ConsultationValues>({ ...EMPTY_CONSULTATION, ...initial });
  const [sending, setSending] = useState(false);

  const send = async (lawyerId: string): Promise<ConsultationCreated | undefined> => {
    setSending(true);
    try {
      const created = await sendConsultationRequest({
        lawyerId,
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
      return created;
    } catch (error) {
      toast({
        title: t('consultations.failed.title'),
        description: isServiceUnavailable(error)
          ? t('common.serviceUnavailable')
          : t('consultations.failed.description'),
        variant: 'destructive',
      });
      return undefined;
    } finally {
      setSending(false);
    }
  };
  return { values, setValues, sending, send, reset: () => setValues(EMPTY_CONSULTATION) };
}
