import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { CompleteSignInDocument, MeDocument, SignInDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { useHydrated } from '../../../lib/useHydrated.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import { type SignInErrorKey, signInErrorKey } from '../signInError.js';
import * as styles from './SignInForm.css.js';

/**
 * E-mail and password sign-in, then, for an account with two-step sign-in, a code of the
 * authenticator app or a recovery code. On success the `me` query is fetched again; the sign-in
 * route's guard then sees the member and moves on to `next`. On failure the fields keep their
 * values.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [failure, setFailure] = useState<SignInErrorKey | null>(null);
  const [signIn, { loading }] = useMutation(SignInDocument, {
    // Not while the second step is pending: `me` is still nobody, and reloading it would remount
    // this form (the guard shows a spinner meanwhile) and lose the step.
    refetchQueries: (result) => (result.data?.signIn.mfaRequired ? [] : [MeDocument]),
    awaitRefetchQueries: true,
  });
  const [completeSignIn, { loading: completing }] = useMutation(CompleteSignInDocument, {
    refetchQueries: [MeDocument],
    awaitRefetchQueries: true,
  });

  const { formRef, check, attempt } = useSubmitAttempt();
  const required = (value: string) => check(value.trim() ? null : t('common.required'));

  const submitPassword = async () => {
    if (!attempt(Boolean(email.trim() && password.trim()))) return;
    try {
      const { data } = await signIn({ variables: { input: { email: email.trim(), password } } });
      if (data?.signIn.mfaRequired) {
        setPassword('');
        setStep('code');
      }
    } catch (error) {
      setFailure(signInErrorKey(error));
    }
  };

  const submitCode = async () => {
    if (!attempt(Boolean(code.trim()))) return;
    try {
      await completeSignIn({ variables: { input: { code: code.trim() } } });
    } catch (error) {
      const key = signInErrorKey(error);
      setCode('');
      // The half-signed-in state expired (or ran out of tries): the password is needed again.
      if (key === 'challengeExpired') setStep('password');
      setFailure(key);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    await (step === 'password' ? submitPassword() : submitCode());
  };

  const pending = loading || completing;
  return (
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      // Never a GET with the password in the address, whatever submits the form.
      method="post"
    >
      {step === 'password' ? (
        <>
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
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('pages.login.codeHint')}</p>
          <TextField
            // Focus moves to the new field so that the next thing typed is the code.
            autoFocus
            label={t('pages.login.code')}
            name="code"
            autoComplete="one-time-code"
            isRequired
            validate={required}
            value={code}
            onChange={setCode}
          />
        </>
      )}
      <p role="alert" className={styles.alert}>
        {failure ? t(`pages.login.errors.${failure}`) : null}
      </p>
      <Button type="submit" isDisabled={pending || !hydrated}>
        {pending
          ? t('pages.login.pending')
          : step === 'password'
            ? t('pages.login.submit')
            : t('pages.login.verify')}
      </Button>
    </Form>
  );
}
