import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequestPasswordResetDocument } from '../../../generated/public/session.js';
import { useTranslation } from '../../../i18n/react.js';
import { isValidEmail } from '../../../lib/accountRules.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { FORM_EXPIRED, FormToken, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { LOGIN_PATH } from '../../../routing/access.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import * as styles from './SignInForm.css.js';

type Failure = 'email' | 'rateLimited' | 'expired' | 'failed';

/** The message of a refusal, by script or on the page the gateway rendered after a post. */
function failureOf(code: string | undefined): Failure {
  if (code === 'BAD_USER_INPUT') return 'email';
  if (code === 'RATE_LIMITED') return 'rateLimited';
  if (code === FORM_EXPIRED) return 'expired';
  return 'failed';
}

/**
 * Asks for a reset link: the same confirmation whatever the address (the gateway says nothing
 * of which addresses have an account). Without the script the form posts to the page (gateway
 * auth/account/account.forms.ts), which comes back with `?sent=1` or the refusal.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const page = usePageForm('forgotPassword');
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(page.refused?.values.email ?? '');
  const [sent, setSent] = useState(searchParams.get('sent') === '1');
  const [failure, setFailure] = useState<Failure | null>(
    page.refused ? failureOf(page.refused.code) : null,
  );
  const [request, { loading }] = useGraphQLMutation(RequestPasswordResetDocument);
  const { formRef, check, attempt } = useSubmitAttempt(failure === 'email');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!attempt(isValidEmail(email))) return;
    try {
      await request({ input: { email: email.trim() } });
      setSent(true);
    } catch (error) {
      setFailure(failureOf(graphQLErrorCode(error)));
    }
  };

  const back = (
    <p className={styles.links}>
      <Link href={LOGIN_PATH}>{t('pages.forgotPassword.backToLogin')}</Link>
    </p>
  );
  if (sent) {
    return (
      <>
        <p role="status" className={styles.notice}>
          {t('pages.forgotPassword.sent')}
        </p>
        {back}
      </>
    );
  }
  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
        noValidate
        method="post"
        action={page.action}
      >
        <FormToken token={page.csrfToken} />
        <NativeTextField
          label={t('pages.forgotPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={
            failure === 'email'
              ? t('pages.forgotPassword.errors.email')
              : check(isValidEmail(email) ? null : t('pages.forgotPassword.errors.email'))
          }
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (failure === 'email') setFailure(null);
          }}
        />
        <p role="alert" className={styles.alert}>
          {failure && failure !== 'email' ? t(`pages.forgotPassword.errors.${failure}`) : null}
        </p>
        <Button type="submit" disabled={loading}>
          {loading ? t('pages.forgotPassword.pending') : t('pages.forgotPassword.submit')}
        </Button>
      </form>
      {back}
    </>
  );
}
