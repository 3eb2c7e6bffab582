import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResetPasswordDocument } from '../../../generated/public/session.js';
import { useTranslation } from '../../../i18n/react.js';
import {
  isValidPassword,
  PASSWORD_LENGTH,
  PASSWORD_TOO_WEAK,
  type ServerRefusal,
  serverRefusal,
} from '../../../lib/accountRules.js';
import { FORM_EXPIRED, FormToken, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import * as styles from './SignInForm.css.js';

/** Where the sign-in page says the password was set (gateway account.forms.ts goes there too). */
const AFTER_RESET = '/login?reset=1';

type Failure = 'invalid' | 'expired' | 'failed';
interface View {
  password?: 'password' | 'passwordWeak';
  confirmPassword?: 'passwordMismatch';
  failure?: Failure;
}

/** What the form shows for the gateway's refusal, by script or on the page it rendered. */
function viewOf({ code, fields }: ServerRefusal): View {
  if (code === 'BAD_USER_INPUT' && Object.keys(fields).length > 0) {
    return {
      ...(fields.password && {
        password: fields.password === PASSWORD_TOO_WEAK ? 'passwordWeak' : 'password',
      }),
      ...(fields.confirmPassword && { confirmPassword: 'passwordMismatch' as const }),
    };
  }
  if (code === 'NOT_FOUND') return { failure: 'invalid' };
  return { failure: code === FORM_EXPIRED ? 'expired' : 'failed' };
}

/**
 * The new password (twice) for a reset link's token. On success every session of the account
 * has ended: the member signs in again (with the second factor, if on). Without the script the
 * form posts to the page (gateway auth/account/account.forms.ts).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = usePageForm('resetPassword');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [server, setServer] = useState<View>(() =>
    page.refused ? viewOf({ code: page.refused.code, fields: page.refused.fields }) : {},
  );
  const [reset, { loading }] = useGraphQLMutation(ResetPasswordDocument);
  const { formRef, check, attempt } = useSubmitAttempt();
  const min = PASSWORD_LENGTH.min;

  const passwordError = server.password
    ? t(`pages.resetPassword.errors.${server.password}`, { min })
    : check(isValidPassword(password) ? null : t('pages.resetPassword.errors.password', { min }));
  const confirmationError = server.confirmPassword
    ? t('pages.resetPassword.errors.passwordMismatch')
    : check(confirmation === password ? null : t('pages.resetPassword.errors.passwordMismatch'));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServer({});
    if (!attempt(isValidPassword(password) && confirmation === password)) return;
    try {
      await reset({ input: { token, password } });
      await navigate(AFTER_RESET, { replace: true });
    } catch (error) {
      setServer(viewOf(serverRefusal(error)));
    }
  };

  return (
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
        label={t('pages.resetPassword.password')}
        description={t('pages.resetPassword.passwordHint', { min })}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={passwordError}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setServer(({ password: _cleared, ...rest }) => rest);
        }}
      />
      <NativeTextField
        label={t('pages.resetPassword.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={confirmationError}
        value={confirmation}
        onChange={(value) => {
          setConfirmation(value);
          setServer(({ confirmPassword: _cleared, ...rest }) => rest);
        }}
      />
      <div role="alert" className={styles.alert}>
        {server.failure ? (
          <>
            <p>{t(`pages.resetPassword.errors.${server.failure}`)}</p>
            {server.failure === 'invalid' ? (
              <p>
                <Link href="/forgot-password">{t('pages.resetPassword.requestNew')}</Link>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <Button type="submit" disabled={loading}>
        {loading ? t('pages.resetPassword.pending') : t('pages.resetPassword.submit')}
      </Button>
    </form>
  );
}
