import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CompleteSignInDocument, SignInDocument } from '../../../generated/public/session.js';
import { useTranslation } from '../../../i18n/react.js';
import { FormToken, type RefusedForm, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { Button } from '../../../ui/Button.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import { useRefreshSession } from '../refreshSession.js';
import { type SignInErrorKey, signInErrorKey, signInErrorKeyOfCode } from '../signInError.js';
import * as styles from './SignInForm.css.js';

/**
 * E-mail and password sign-in, then, for an account with two-step sign-in, a code of the
 * authenticator app or a recovery code. On success the `me` query is fetched again; the sign-in
 * route's guard then sees the member and moves on to `next`. On failure the fields keep their
 * values. Without the script the form posts to the page (gateway auth/sign-in.forms.ts), which
 * signs in and goes on, moves to the code step (`?step=code`), or comes back with the failure.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const page = usePageForm('signIn');
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(page.refused?.values.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>(() =>
    stepAtFirst(searchParams.get('step'), page.refused),
  );
  // Fields left empty in a post sent before the script ran: named under each, as here.
  const blankRefused = page.refused !== undefined && onlyBlankFieldsRefused(page.refused);
  const [failure, setFailure] = useState<SignInErrorKey | null>(() =>
    page.refused && !blankRefused ? pageFailureKey(page.refused) : null,
  );
  // Through a plain fetch: the sign-in page does without the GraphQL client until someone has
  // signed in. Then `me` is asked again (the members' session), which the guard moves on from;
  // the button stays pending meanwhile.
  const [signIn, { loading }] = useGraphQLMutation(SignInDocument);
  const [completeSignIn, { loading: completing }] = useGraphQLMutation(CompleteSignInDocument);
  const refreshSession = useRefreshSession();
  const [refreshing, setRefreshing] = useState(false);
  const signedIn = async () => {
    setRefreshing(true);
    try {
      await refreshSession();
    } finally {
      setRefreshing(false);
    }
  };

  const { formRef, check, attempt } = useSubmitAttempt(blankRefused);
  const required = (value: string) => check(value.trim() ? null : t('common.required'));

  const submitPassword = async () => {
    if (!attempt(Boolean(email.trim() && password.trim()))) return;
    try {
      const data = await signIn({ input: { email: email.trim(), password } });
      // Not while the second step is pending: `me` is still nobody, and asking again would
      // remount this form (the guard shows a spinner meanwhile) and lose the step.
      if (data.signIn.mfaRequired) {
        setPassword('');
        setStep('code');
      } else {
        await signedIn();
      }
    } catch (error) {
      setFailure(signInErrorKey(error));
    }
  };

  const submitCode = async () => {
    if (!attempt(Boolean(code.trim()))) return;
    try {
      await completeSignIn({ input: { code: code.trim() } });
      await signedIn();
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

  const pending = loading || completing || refreshing;
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      // Never a GET with the password in the address, whatever submits the form.
      method="post"
      action={page.action}
    >
      <FormToken token={page.csrfToken} />
      <input type="hidden" name="step" value={step} />
      {step === 'password' ? (
        <>
          <NativeTextField
            label={t('pages.login.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            error={required(email)}
            value={email}
            onChange={setEmail}
          />
          <NativeTextField
            label={t('pages.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={required(password)}
            value={password}
            onChange={setPassword}
          />
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('pages.login.codeHint')}</p>
          <NativeTextField
            // Focus moves to the new field so that the next thing typed is the code.
            autoFocus
            label={t('pages.login.code')}
            name="code"
            autoComplete="one-time-code"
            required
            error={required(code)}
            value={code}
            onChange={setCode}
          />
        </>
      )}
      <p role="alert" className={styles.alert}>
        {failure ? t(`pages.login.errors.${failure}`) : null}
      </p>
      <Button type="submit" disabled={pending}>
        {pending
          ? t('pages.login.pending')
          : step === 'password'
            ? t('pages.login.submit')
            : t('pages.login.verify')}
      </Button>
    </form>
  );
}

/**
 * The step shown first: the code step at `?step=code` (where the gateway sends a post of the
 * password step of an account with two-step sign-in), unless its challenge is gone.
 */
function stepAtFirst(step: string | null, refused: RefusedForm | undefined): 'password' | 'code' {
  if (refused) {
    return refused.values.step === 'code' && pageFailureKey(refused) !== 'challengeExpired'
      ? 'code'
      : 'password';
  }
  return step === 'code' ? 'code' : 'password';
}

/** The message of a post the gateway refused, as signInErrorKey reads a GraphQL refusal. */
function pageFailureKey(refused: RefusedForm): SignInErrorKey {
  return signInErrorKeyOfCode(refused.code) ?? 'unknown';
}

/** Whether the gateway refused only fields that were sent empty (never a password's value). */
function onlyBlankFieldsRefused(refused: RefusedForm): boolean {
  const fields = Object.keys(refused.fields);
  return fields.length > 0 && fields.every((field) => !refused.values[field]?.trim());
}
