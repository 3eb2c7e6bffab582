import { useTranslation } from '../../../i18n/react.js';
import type { PageForm } from '../../../lib/pageForm.js';
import { useSendConsultation } from '../hooks/useSendConsultation.js';
import type { ConsultationCreated } from '../types.js';
import { ConsultationForm, consultationFieldMessage } from './ConsultationForm.js';

/**
 * The consultation form of the lawyer's consultation page: sent by script as the dialog sends
 * it, or posted to the page without the script; a refusal the gateway rendered shows under its
 * fields (or above the form), in the page's language, with the values sent.
 */
export function ConsultationPageForm({
  lawyerId,
  page,
  onSent,
}: {
  lawyerId: string;
  page: PageForm;
  onSent: (created: ConsultationCreated) => void;
}) {
  const { t } = useTranslation();
  const refused = page.refused;
  const { values, setValues, sending, send } = useSendConsultation(refused?.values);
  const fieldErrors = Object.fromEntries(
    Object.keys(refused?.fields ?? {}).map((field) => [field, consultationFieldMessage(t, field)]),
  );
  const failure =
    refused && Object.keys(refused.fields).length === 0
      ? refused.code === 'RATE_LIMITED'
        ? t('consultations.form.rateLimited')
        : t('consultations.failed.description')
      : null;
  return (
    <>
      <div role="alert">{failure ? <p>{failure}</p> : null}</div>
      <ConsultationForm
        values={values}
        onChange={setValues}
        sending={sending}
        onSubmit={() =>
          void send(lawyerId).then((created) => {
            if (created) onSent(created);
          })
        }
        page={{ ...page, lawyerId, fieldErrors }}
      />
    </>
  );
}
