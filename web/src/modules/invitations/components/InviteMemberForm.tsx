import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { InviteMemberDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode, refusedFieldProblems } from '../../../lib/graphqlErrors.js';
import { Button } from '../../../ui/Button.js';
import { toast } from '../../../ui/toast/toast.js';
import { ALREADY_MEMBER } from '../serverErrors.js';
import type { CreatedInvitation } from '../types.js';
import { isValidEmail } from '../validation.js';
import { DescribedTextField } from './DescribedTextField.js';
import * as styles from './InvitationForms.css.js';

export interface InviteMemberFormProps {
  onCreated: (invitation: CreatedInvitation) => void;
  onCancel: () => void;
}

/** The address to invite; the gateway's refusals show beside the field or under the form. */
export function InviteMemberForm({ onCreated, onCancel }: InviteMemberFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  // The server's refusal of the address, cleared when it changes.
  const [serverError, setServerError] = useState<string | null>(null);
  // The address is checked here after the first attempt to send, then as it is typed.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [invite, { loading }] = useMutation(InviteMemberDocument);
  const clientError = isValidEmail(email) ? null : t('invitations.errors.invalidEmail');
  const emailError = serverError ?? (attempted ? clientError : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    setServerError(null);
    if (clientError) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    try {
      const { data } = await invite({ variables: { email: email.trim() } });
      if (!data) throw new Error('no answer');
      const created = data.inviteMember;
      toast(
        created.emailSent
          ? {
              title: t('invitations.sent.title'),
              description: t('invitations.sent.description', { email: created.email }),
            }
          : {
              title: t('invitations.created.title'),
              description: t('invitations.created.description', { email: created.email }),
            },
      );
      onCreated(created);
    } catch (error) {
      const code = graphQLErrorCode(error);
      const fields = refusedFieldProblems(error);
      if (code === 'BAD_USER_INPUT' && fields.email) {
        setServerError(
          fields.email === ALREADY_MEMBER
            ? t('invitations.errors.alreadyMember')
            : t('invitations.errors.invalidEmail'),
        );
      } else if (code === 'RATE_LIMITED') {
        setFailure(t('invitations.errors.rateLimited'));
      } else if (code === 'FORBIDDEN') {
        setFailure(t('invitations.errors.forbidden'));
      } else {
        setFailure(t('invitations.errors.failed'));
      }
    }
  };

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      <p className={styles.lead}>{t('invitations.dialogLead')}</p>
      <DescribedTextField
        label={t('invitations.email')}
        name="email"
        type="email"
        autoComplete="off"
        isRequired
        errorMessage={emailError}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setServerError(null);
        }}
      />
      <p role="alert" className={styles.alert}>
        {failure}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {t('invitations.cancel')}
        </Button>
        <Button type="submit" isDisabled={loading}>
          {loading ? t('invitations.pending') : t('invitations.submit')}
        </Button>
      </div>
    </Form>
  );
}
