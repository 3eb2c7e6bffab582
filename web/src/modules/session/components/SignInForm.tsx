import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MeDocument, SignInDocument } from '../../../generated/graphql.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import { type SignInErrorKey, signInErrorKey } from '../signInError.js';
import * as styles from './SignInForm.css.js';

/**
 * E-mail and password sign-in. On success the `me` query is fetched again; the sign-in route's
 * guard then sees the member and moves on to `next`. On failure the fields keep their values.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<SignInErrorKey | null>(null);
  const [signIn, { loading }] = useMutation(SignInDocument, {
    refetchQueries: [MeDocument],
    awaitRefetchQueries: true,
  });

  const { formRef, check, attempt } = useSubmitAttempt();
  const required = (value: string) => check(value.trim() ? null : t('common.required'));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!attempt(Boolean(email.trim() && password.trim()))) return;
    try {
      await signIn({ variables: { input: { email: email.trim(), password } } });
    } catch (error) {
      setFailure(signInErrorKey(error));
    }
  };

  return (
    <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        label={t('pages.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        isRequired
        validate={required}
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={t('pages.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        validate={required}
        value={password}
        onChange={setPassword}
      />
      <p role="alert" className={styles.alert}>
        {failure ? t(`pages.login.errors.${failure}`) : null}
      </p>
      <Button type="submit" isDisabled={loading}>
        {loading ? t('pages.login.pending') : t('pages.login.submit')}
      </Button>
    </Form>
  );
}
