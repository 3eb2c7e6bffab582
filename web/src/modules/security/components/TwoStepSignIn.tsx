import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  ConfirmMfaEnrolmentDocument,
  DisableMfaDocument,
  MfaStatusDocument,
  MySessionsDocument,
  RegenerateMfaRecoveryCodesDocument,
  StartMfaEnrolmentDocument,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { link } from '../../../ui/Link.css.js';
import { Loading } from '../../../ui/Loading.js';
import { preloadQrCode, QrCode } from '../../../ui/QrCode.js';
import { TextField } from '../../../ui/TextField.js';
import { useSubmitAttempt } from '../../../ui/useSubmitAttempt.js';
import { CopyButton, groupedKey } from './CopyButton.js';
import { failureKey } from './failureKey.js';
import * as styles from './security.css.js';
import { useFreshProof } from './useFreshProof.js';

type Stage =
  | { kind: 'idle' }
  | { kind: 'enrolling'; secret: string; otpauthUri: string }
  | { kind: 'codes'; recoveryCodes: string[]; renewed: boolean };

/**
 * Two-step sign-in: set it up (QR code and secret, confirmed with a code; then the recovery
 * codes, shown once), replace the recovery codes, or turn it off with the password. Each asks
 * for the password again first when the sign-in was not recent (useFreshProof).
 */
export function TwoStepSignIn() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(MfaStatusDocument);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // `me` updates from the answers' viewer (same cache entry): refetching it would remount the
  // page behind the guard's spinner and lose the recovery codes on screen.
  const refetch = { refetchQueries: [MfaStatusDocument, MySessionsDocument] };
  const [start, { loading: starting }] = useMutation(StartMfaEnrolmentDocument);
  const [confirm, { loading: confirming }] = useMutation(ConfirmMfaEnrolmentDocument, refetch);
  const [disable, { loading: disabling }] = useMutation(DisableMfaDocument, refetch);
  const [regenerate, { loading: regenerating }] = useMutation(RegenerateMfaRecoveryCodesDocument, {
    refetchQueries: [MfaStatusDocument],
  });
  const { guarded, dialog } = useFreshProof();
  // "Required" under the code only once the member tried to confirm without one.
  const { formRef, check, attempt } = useSubmitAttempt();

  if (loading || !data) return <Loading />;
  const status = data.mfaStatus;

  const failed = (error: unknown) => setFailure(t(failureKey(error)));

  const begin = async () => {
    setFailure(null);
    // The code's encoder arrives while the secret is asked for.
    preloadQrCode().catch(() => undefined);
    await guarded(async () => {
      const result = await start();
      const enrolment = result.data?.startMfaEnrolment;
      if (enrolment) setStage({ kind: 'enrolling', ...enrolment });
    }, failed);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const typed = code.trim();
    if (!attempt(Boolean(typed))) return;
    setCode('');
    await guarded(async () => {
      const result = await confirm({ variables: { input: { code: typed } } });
      const recoveryCodes = result.data?.confirmMfaEnrolment.recoveryCodes ?? [];
      setStage({ kind: 'codes', recoveryCodes, renewed: false });
    }, failed);
  };

  const submitDisable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!password) return;
    const typed = password;
    setPassword('');
    await guarded(async () => {
      await disable({ variables: { input: { password: typed } } });
    }, failed);
  };

  const renewCodes = () => {
    setFailure(null);
    void guarded(async () => {
      const result = await regenerate();
      const recoveryCodes = result.data?.regenerateMfaRecoveryCodes ?? [];
      setStage({ kind: 'codes', recoveryCodes, renewed: true });
    }, failed);
  };

  const alert = (
    <p role="alert" className={styles.alert}>
      {failure}
    </p>
  );

  if (stage.kind === 'codes') {
    return (
      <section className={styles.section} aria-labelledby="mfa-heading">
        <h2 id="mfa-heading">{t('pages.security.mfa.title')}</h2>
        <p role="status">
          {stage.renewed
            ? t('pages.security.mfa.regeneratedNow')
            : t('pages.security.mfa.enabledNow')}
        </p>
        <p>{t('pages.security.mfa.recoveryCodesLead')}</p>
        <ul className={styles.codes} aria-label={t('pages.security.mfa.recoveryCodes')}>
          {stage.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode} dir="ltr">
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <CopyButton
            text={stage.recoveryCodes.join('\n')}
            label={t('pages.security.mfa.copyCodes')}
          />
          <a
            className={link.secondary}
            download="recovery-codes.txt"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(
              [t('pages.security.mfa.codesFileTitle'), '', ...stage.recoveryCodes, ''].join('\n'),
            )}`}
          >
            {t('pages.security.mfa.downloadCodes')}
          </a>
        </div>
        <Button onPress={() => setStage({ kind: 'idle' })}>
          {t('pages.security.mfa.savedCodes')}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="mfa-heading">
      <h2 id="mfa-heading">{t('pages.security.mfa.title')}</h2>
      <p>{t('pages.security.mfa.lead')}</p>
      {status.required && !status.enabled ? (
        <p className={styles.notice}>{t('pages.security.mfa.requiredForStaff')}</p>
      ) : null}
      <p>
        {status.enabled
          ? t('pages.security.mfa.statusOn', { left: status.recoveryCodesLeft })
          : t('pages.security.mfa.statusOff')}
      </p>
      {stage.kind === 'enrolling' ? (
        <Form ref={formRef} className={styles.form} onSubmit={submitCode} validationBehavior="aria">
          <p>{t('pages.security.mfa.scan')}</p>
          <QrCode value={stage.otpauthUri} label={t('pages.security.mfa.qrAlt')} />
          {/* On the phone itself a QR code cannot be scanned: the link opens the app. */}
          <a className={link.primary} href={stage.otpauthUri}>
            {t('pages.security.mfa.openApp')}
          </a>
          <p>
            {t('pages.security.mfa.secretLabel')}{' '}
            <code dir="ltr" className={styles.secret}>
              {groupedKey(stage.secret)}
            </code>
          </p>
          <CopyButton text={stage.secret} label={t('pages.security.mfa.copyKey')} />
          <TextField
            label={t('pages.security.mfa.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            // The next thing to do is to type the app's code.
            autoFocus
            isRequired
            validate={() => check(code.trim() ? null : t('common.required'))}
            value={code}
            onChange={setCode}
          />
          {alert}
          <Button type="submit" isDisabled={confirming}>
            {t('pages.security.mfa.confirm')}
          </Button>
        </Form>
      ) : status.enabled ? (
        <Form className={styles.form} onSubmit={submitDisable} validationBehavior="aria">
          <TextField
            label={t('pages.security.mfa.passwordToDisable')}
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          {alert}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" isDisabled={disabling}>
              {t('pages.security.mfa.disable')}
            </Button>
            <Button variant="secondary" isDisabled={regenerating} onPress={renewCodes}>
              {t('pages.security.mfa.regenerate')}
            </Button>
          </div>
        </Form>
      ) : (
        <>
          {alert}
          <Button onPress={() => void begin()} isDisabled={starting}>
            {t('pages.security.mfa.setUp')}
          </Button>
        </>
      )}
      {dialog}
    </section>
  );
}
