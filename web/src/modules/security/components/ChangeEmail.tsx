import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { AccountEmailDocument, RequestEmailChangeDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { isValidEmail } from '../../../lib/accountRules.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import { LtrText } from '../../../ui/UserText.js';
import * as styles from './security.css.js';
import { useAccountForm } from './useAccountForm.js';

/**
 * A new sign-in address: the current password (and code) prove it is the member; the gateway
 * mails a link to the new address, which makes the change when opened, and tells the old one.
 */
export function ChangeEmail() {
  const { t } = useTranslation();
  const form = useAccountForm();
  const { data } = useQuery(AccountEmailDocument);
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(null);
    if (!form.attempt(isValidEmail(newEmail))) return;
    const address = newEmail.trim();
    try {
      await request({ variables: { input: { ...form.secret(), newEmail: address } } });
      form.done();
      setNewEmail('');
      setSentTo(address);
    } catch (error) {
      form.failed(error);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="email-heading">
      <h2 id="email-heading">{t('pages.security.account.emailTitle')}</h2>
      {data?.me ? (
        <p>
          {t('pages.security.account.currentEmail')} <LtrText>{data.me.email}</LtrText>
        </p>
      ) : null}
      <p>{t('pages.security.account.emailLead')}</p>
      <Form ref={form.formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextField
          label={t('pages.security.account.newEmail')}
          name="newEmail"
          type="email"
          autoComplete="email"
          isRequired
          validate={() =>
            form.server('newEmail') ??
            form.check(isValidEmail(newEmail) ? null : t('pages.security.account.errors.email'))
          }
          value={newEmail}
          onChange={form.clearing('newEmail', setNewEmail)}
        />
        {form.secretFields}
        {form.alert}
        <p role="status" className={styles.status}>
          {sentTo ? (
            <>
              {t('pages.security.account.emailSent')} <LtrText>{sentTo}</LtrText>
            </>
          ) : null}
        </p>
        <Button type="submit" isDisabled={loading}>
          {t('pages.security.account.changeEmail')}
        </Button>
      </Form>
    </section>
  );
}
