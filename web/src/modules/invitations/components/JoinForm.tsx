import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AcceptInvitationDocument } from '../../../generated/public/invitations.js';
import { useTranslation } from '../../../i18n/react.js';
import { FORM_EXPIRED, FormToken, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { LOGIN_PATH } from '../../../routing/access.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { toast } from '../../../ui/toast/toast.js';
import { useRefreshSession } from '../../session/index.js';
import { PASSWORD_TOO_WEAK, serverRefusal, USERNAME_TAKEN } from '../serverErrors.js';
import {
  isValidFullName,
  isValidPassword,
  isValidUsername,
  PASSWORD_LENGTH,
} from '../validation.js';
import * as styles from './JoinForm.css.js';

export interface JoinFormProps {
  token: string;
  /** True while the account is being created and the new member signed in, false after a failure. */
  onAccepting: (accepting: boolean) => void;
}

type Failure = 'invalid' | 'accountExists' | 'expired' | 'failed';

const FIELDS = ['fullName', 'username', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The invitee's new account: full name, username and password (twice). On success the gateway
 * has signed them in; the session asks who is there again and they land on the dashboard. In
 * plain HTML fields, as the other public pages' forms: React Aria's would double the page's
 * first load.
 */
export function JoinForm({ token, onAccepting }: JoinFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Without the script the form posts to the page (gateway invitations/join.forms.ts).
  const page = usePageForm('join');
  const refusedFirst = page.refused && refusalView(page.refused, t);
  const [fullName, setFullName] = useState(page.refused?.values.fullName ?? '');
  const [username, setUsername] = useState(page.refused?.values.username ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // The server's refusals by field, cleared when that field changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>(
    refusedFirst?.errors ?? {},
  );
  // The browser's own checks show after the first attempt to send, then as the person types.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(refusedFirst?.failure ?? null);
  // Through a plain fetch: the join page does without the GraphQL client (as the sign-in page).
  const [accept, { loading }] = useGraphQLMutation(AcceptInvitationDocument);
  const refreshSession = useRefreshSession();

  const clientErrors: Record<Field, string | null> = {
    fullName: isValidFullName(fullName) ? null : t('pages.join.errors.fullName'),
    username: isValidUsername(username) ? null : t('pages.join.errors.username'),
    password: isValidPassword(password) ? null : t('pages.join.errors.password'),
    confirmPassword: confirmation === password ? null : t('pages.join.errors.passwordMismatch'),
  };
  const errorOf = (field: Field) => serverErrors[field] ?? (attempted ? clientErrors[field] : null);

  const change = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (serverErrors[field]) setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    setServerErrors({});
    const firstInvalid = FIELDS.find((field) => clientErrors[field] !== null);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onAccepting(true);
    try {
      const data = await accept({
        input: { token, fullName: fullName.trim(), username: username.trim(), password },
      });
      await refreshSession();
      const name = data.acceptInvitation.fullName;
      toast({ title: t('pages.join.welcome', { name }), description: t('pages.join.welcomeLead') });
      await navigate('/', { replace: true });
    } catch (error) {
      onAccepting(false);
      const view = refusalView(serverRefusal(error), t);
      setServerErrors(view.errors);
      setFailure(view.failure);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate method="post" action={page.action}>
      <FormToken token={page.csrfToken} />
      <NativeTextField
        label={t('pages.join.fullName')}
        name="fullName"
        autoComplete="name"
        required
        error={errorOf('fullName')}
        value={fullName}
        onChange={change('fullName', setFullName)}
      />
      <NativeTextField
        label={t('pages.join.username')}
        description={t('pages.join.usernameHint')}
        name="username"
        autoComplete="username"
        required
        error={errorOf('username')}
        value={username}
        onChange={change('username', setUsername)}
      />
      <NativeTextField
        label={t('pages.join.password')}
        description={t('pages.join.passwordHint', { min: PASSWORD_LENGTH.min })}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errorOf('password')}
        value={password}
        onChange={change('password', setPassword)}
      />
      <NativeTextField
        label={t('pages.join.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errorOf('confirmPassword')}
        value={confirmation}
        onChange={change('confirmPassword', setConfirmation)}
      />
      <div role="alert" className={styles.alert}>
        {failure ? (
          <>
            <p>{t(`pages.join.errors.${failure}`)}</p>
            {failure === 'failed' || failure === 'expired' ? null : (
              <p>
                <Link href={LOGIN_PATH}>{t('pages.join.goToLogin')}</Link>
              </p>
            )}
          </>
        ) : null}
      </div>
      <Button type="submit" disabled={loading}>
        {loading ? t('pages.join.pending') : t('pages.join.submit')}
      </Button>
    </form>
  );
}

/** What the form shows for the gateway's refusal, by script or on the page it rendered. */
function refusalView(
  { code, fields }: { code: string | undefined; fields: Record<string, string> },
  t: TFunction,
): { errors: Partial<Record<Field, string>>; failure: Failure | null } {
  if (code === 'BAD_USER_INPUT' && Object.keys(fields).length > 0) {
    const errors: Partial<Record<Field, string>> = {};
    if (fields.fullName) errors.fullName = t('pages.join.errors.fullName');
    if (fields.username) {
      errors.username =
        fields.username === USERNAME_TAKEN
          ? t('pages.join.errors.usernameTaken')
          : t('pages.join.errors.username');
    }
    if (fields.password) {
      errors.password =
        fields.password === PASSWORD_TOO_WEAK
          ? t('pages.join.errors.passwordWeak')
          : t('pages.join.errors.password');
    }
    if (fields.confirmPassword) errors.confirmPassword = t('pages.join.errors.passwordMismatch');
    return { errors, failure: null };
  }
  const failure: Failure =
    code === 'NOT_FOUND'
      ? 'invalid'
      : code === 'CONFLICT'
        ? 'accountExists'
        : code === FORM_EXPIRED
          ? 'expired'
          : 'failed';
  return { errors: {}, failure };
}
