import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import { useViewer } from '../../session/index.js';
import { type AccountField, type AccountRefusal, accountRefusal } from './accountRefusal.js';
import * as styles from './security.css.js';

const NONE: AccountRefusal = { fields: {}, form: null };

/**
 * What the security page's password and address forms share: the current password and, with
 * two-step sign-in, a code (the proof the gateway checks again), the checks shown from the first
 * attempt, and the gateway's refusals beside their fields until the field is edited.
 */
export function useAccountForm() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const withCode = viewer?.mfaEnabled === true;
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<AccountRefusal>(NONE);
  const { formRef, check, attempt } = useSubmitAttempt();
  const required = (value: string) => (value.trim() ? null : t('common.required'));

  /** The gateway's message for `field`, if it refused it. */
  const server = (field: AccountField, values: Record<string, unknown> = {}) => {
    const key = refusal.fields[field];
    return key ? t(key as 'pages.security.account.errors.unknown', values) : null;
  };
  /** An onChange that also clears the field's refusal. */
  const clearing = (field: AccountField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (refusal.fields[field]) {
      setRefusal(({ fields: { [field]: _cleared, ...rest }, form }) => ({ fields: rest, form }));
    }
  };

  const secretFields: ReactNode = (
    <>
      <TextField
        label={t('pages.security.account.currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        isRequired
        validate={() => server('currentPassword') ?? check(required(currentPassword))}
        value={currentPassword}
        onChange={clearing('currentPassword', setCurrentPassword)}
      />
      {withCode ? (
        <TextField
          label={t('pages.security.account.code')}
          name="code"
          autoComplete="one-time-code"
          isRequired
          validate={() => server('code') ?? check(required(code))}
          value={code}
          onChange={clearing('code', setCode)}
        />
      ) : null}
    </>
  );

  return {
    formRef,
    check,
    server,
    clearing,
    secretFields,
    alert: (
      <p role="alert" className={styles.alert}>
        {refusal.form ? t(refusal.form as 'pages.security.account.errors.unknown') : null}
      </p>
    ),
    /** On an attempt to send: true when the proof and the form's own `valid` fields pass. */
    attempt: (valid: boolean) => {
      setRefusal(NONE);
      return attempt(valid && Boolean(currentPassword) && (!withCode || Boolean(code.trim())));
    },
    /** The proof for the mutation's input. */
    secret: () => ({ currentPassword, ...(withCode && { code: code.trim() }) }),
    /** After a change went through: the secrets are not kept. */
    done: () => {
      setCurrentPassword('');
      setCode('');
    },
    /** After a refusal: a code is spent either way. */
    failed: (error: unknown) => {
      setCode('');
      setRefusal(accountRefusal(error));
    },
  };
}
