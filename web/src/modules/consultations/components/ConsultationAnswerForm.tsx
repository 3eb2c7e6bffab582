import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { RespondToConsultationDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { toast } from '../../../ui/toast/toast.js';
import * as styles from './ConsultationView.css.js';

/** The page form's name (the gateway's consultations.forms.ts reads the same). */
export const CONSULTATION_ANSWER_FORM = 'consultation-answer';

/**
 * The lawyer's answer to a pending request: a message to the client always (it is e-mailed to
 * them), and how and when to talk when accepting. Which button was pressed decides the answer.
 * A real form posted to the page (the gateway answers it before and without the script, and
 * renders the page again with what it refused); once the script runs, the GraphQL mutation.
 */
export function ConsultationAnswerForm({
  consultationId,
  onAnswered,
}: {
  consultationId: string;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const [respond, { loading }] = useMutation(RespondToConsultationDocument);
  const page = usePageForm(CONSULTATION_ANSWER_FORM);
  // The gateway's refusal of this request's answer, when the page is the one it rendered.
  const refused = page.refused?.values.consultationId === consultationId ? page.refused : undefined;
  const [message, setMessage] = useState(refused?.values.message ?? '');
  const [proposedContact, setProposedContact] = useState(refused?.values.proposedContact ?? '');
  const [problems, setProblems] = useState<{ message?: string; proposedContact?: string }>(() => ({
    message: refused?.fields.message ? t('lawyers.requests.messageRequired') : undefined,
    proposedContact: refused?.fields.proposedContact
      ? t('lawyers.requests.contactRequired')
      : undefined,
  }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const accept = submitter?.value === 'accept';
    const found = {
      message: message.trim() ? undefined : t('lawyers.requests.messageRequired'),
      proposedContact:
        accept && !proposedContact.trim() ? t('lawyers.requests.contactRequired') : undefined,
    };
    setProblems(found);
    if (found.message || found.proposedContact) return;
    try {
      await respond({
        variables: {
          id: consultationId,
          accept,
          message: message.trim(),
          proposedContact: accept ? proposedContact.trim() : null,
        },
      });
      toast({
        title: accept ? t('lawyers.requests.acceptedTitle') : t('lawyers.requests.declinedTitle'),
        description: t('lawyers.requests.answeredText'),
      });
      onAnswered();
    } catch {
      toast({
        title: t('consultations.failed.title'),
        description: t('lawyers.requests.failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      method="post"
      action={page.action}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FormToken token={page.csrfToken} />
      <input type="hidden" name="consultationId" value={consultationId} />
      <NativeTextField
        label={t('lawyers.requests.message')}
        description={t('lawyers.requests.messageHint')}
        name="message"
        multiline
        rows={3}
        required
        value={message}
        error={problems.message}
        onChange={(value) => {
          setMessage(value);
          setProblems((current) => ({ ...current, message: undefined }));
        }}
      />
      <NativeTextField
        label={t('lawyers.requests.proposedContact')}
        description={t('lawyers.requests.proposedContactHint')}
        name="proposedContact"
        value={proposedContact}
        error={problems.proposedContact}
        onChange={(value) => {
          setProposedContact(value);
          setProblems((current) => ({ ...current, proposedContact: undefined }));
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" name="answer" value="accept" disabled={loading}>
          {t('lawyers.requests.accept')}
        </Button>
        <Button type="submit" name="answer" value="decline" variant="secondary" disabled={loading}>
          {t('lawyers.requests.decline')}
        </Button>
      </div>
    </form>
  );
}
