import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { ChangePasswordDocument, MySessionsDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { isValidPassword, PASSWORD_LENGTH } from '../../../lib/accountRules.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import * as styles from './security.css.js';
import { useAccountForm } from './useAccountForm.js';

/**
 * The member's new password: the current one (and a code with two-step sign-in) proves it is
 * them; the gateway then ends every other session and mails a notice.
 */
export function ChangePassword() {
  const { t } = useTranslation();
  const form = useAccountForm();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const [change, { loading }] = useMutation(ChangePasswordDocument, {
    refetchQueries: [MySessionsDocument],
  });
  const min = PASSWORD_LENGTH.min;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    if (!form.attempt(isValidPassword(newPassword) && confirmation === newPassword)) return;
    try {
      await change({ variables: { input: { ...form.secret(), newPassword } } });
      form.done();
      setNewPassword('');
      setConfirmation('');
      setDone(true);
    } catch (error) {
      form.failed(error);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">{t('pages.security.account.passwordTitle')}</h2>
      <p>{t('pages.security.account.passwordLead')}</p>
      <Form ref={form.formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
        {form.secretFields}
        <TextField
          label={t('pages.security.account.newPassword')}
          description={t('pages.resetPassword.passwordHint', { min })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          isRequired
          validate={() =>
            form.server('newPassword', { min }) ??
            form.check(
              isValidPassword(newPassword)
                ? null
                : t('pages.security.account.errors.passwordLength', { min }),
            )
          }
          value={newPassword}
          onChange={form.clearing('newPassword', setNewPassword)}
        />
        <TextField
          label={t('pages.security.account.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          isRequired
          validate={() =>
            form.check(
              confirmation === newPassword
                ? null
                : t('pages.security.account.errors.passwordMismatch'),
            )
          }
          value={confirmation}
          onChange={setConfirmation}
        />
        {form.alert}
        <p role="status" className={styles.status}>
          {done ? t('pages.security.account.passwordChanged') : null}
        </p>
        <Button type="submit" isDisabled={loading}>
          {t('pages.security.account.changePassword')}
        </Button>
      </Form>
    </section>
  );
}
