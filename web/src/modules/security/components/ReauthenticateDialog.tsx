import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { ReauthenticateDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Modal } from '../../../ui/Modal.js';
import { TextField } from '../../../ui/TextField.js';
import { failureKey } from './failureKey.js';
import * as styles from './security.css.js';

export interface ReauthenticateDialogProps {
  isOpen: boolean;
  /** Two-step sign-in is on: a code is asked for too. */
  withCode: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The gateway accepted the password (and code): the change it refused may be retried. */
  onConfirmed: () => void;
}

/**
 * Asks for the password (and a code) again before a sensitive change that the gateway refused
 * with REAUTHENTICATION_REQUIRED (F7). Focus moves to the password field; a refusal is
 * announced (role="alert") and the fields are emptied for the next try.
 */
export function ReauthenticateDialog({
  isOpen,
  withCode,
  onOpenChange,
  onConfirmed,
}: ReauthenticateDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [reauthenticate, { loading }] = useMutation(ReauthenticateDocument);

  const close = (open: boolean) => {
    if (!open) {
      setPassword('');
      setCode('');
      setFailure(null);
    }
    onOpenChange(open);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!password || (withCode && !code.trim())) return;
    try {
      await reauthenticate({
        variables: { input: { password, code: withCode ? code.trim() : null } },
      });
      onConfirmed();
      close(false);
    } catch (error) {
      setPassword('');
      setCode('');
      setFailure(t(failureKey(error)));
    }
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={close} title={t('pages.security.reauth.title')}>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <p>
          {withCode ? t('pages.security.reauth.leadWithCode') : t('pages.security.reauth.lead')}
        </p>
        <TextField
          label={t('pages.security.reauth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          autoFocus
          value={password}
          onChange={setPassword}
        />
        {withCode ? (
          <TextField
            label={t('pages.security.reauth.code')}
            name="code"
            autoComplete="one-time-code"
            isRequired
            value={code}
            onChange={setCode}
          />
        ) : null}
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => close(false)}>
            {t('pages.security.reauth.cancel')}
          </Button>
          <Button type="submit" isDisabled={loading}>
            {t('pages.security.reauth.confirm')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
