import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { RespondToConsultationDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { toast } from '../../../ui/toast/toast.js';
import * as styles from './ConsultationView.css.js';

/**
 * The lawyer's answer to a pending request: a message to the client always (it is e-mailed to
 * them), and how and when to talk when accepting. Which button was pressed decides the answer.
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
  const [message, setMessage] = useState('');
  const [proposedContact, setProposedContact] = useState('');
  const [problems, setProblems] = useState<{ message?: string; proposedContact?: string }>({});

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
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
