import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { CloseAccountDocument } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { serverRefusal } from '../../../lib/accountRules.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { Modal } from '../../../ui/Modal.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { useViewer } from '../../session/index.js';
import { MY_DATA_FORM } from './DataDownload.js';
import { myDataRefusalKey } from './myDataRefusal.js';
import * as styles from './security.css.js';

/** Where a closed account's browser goes: the sign-in page, which says it is closed. */
const CLOSED_PATH = '/login?closed=1';

/**
 * "Close my account", with the password (and a code with two-step sign-in) as its proof. A real
 * form posted to the page without the script (the gateway closes the account, signs the browser
 * out and sends it to the sign-in page); with the script, a dialog asks once more (Cancel
 * first), then the mutation, then a full load of the sign-in page (nothing of the account stays
 * in memory).
 */
export function CloseAccount() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const withCode = viewer?.mfaEnabled === true;
  const page = usePageForm(MY_DATA_FORM);
  const refusedHere = page.refused?.values.action === 'close' ? page.refused : undefined;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(
    refusedHere ? myDataRefusalKey(refusedHere) : null,
  );
  const [close, { loading }] = useMutation(CloseAccountDocument);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || (withCode && !code.trim())) {
      setProblem('pages.security.myData.errors.proofRequired');
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    try {
      await close({
        variables: {
          input: { currentPassword: password, ...(withCode && { code: code.trim() }) },
        },
      });
      window.location.assign(CLOSED_PATH);
    } catch (error) {
      setCode('');
      setProblem(myDataRefusalKey(serverRefusal(error)));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="close-account-heading">
      <h2 id="close-account-heading">{t('pages.security.closeAccount.title')}</h2>
      <p>{t('pages.security.closeAccount.lead')}</p>
      <p>
        <Link href="/privacy">{t('pages.security.closeAccount.privacyLink')}</Link>
      </p>
      <form method="post" onSubmit={submit} className={styles.form}>
        <FormToken token={page.csrfToken} />
        <input type="hidden" name="action" value="close" />
        <NativeTextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('pages.security.account.currentPassword')}
          value={password}
          onChange={setPassword}
          required
        />
        {withCode ? (
          <NativeTextField
            name="code"
            autoComplete="one-time-code"
            label={t('pages.security.account.code')}
            value={code}
            onChange={setCode}
            required
          />
        ) : null}
        <p role="alert" className={styles.alert}>
          {problem ? t(problem as 'pages.security.myData.errors.unknown') : null}
        </p>
        <div>
          <Button type="submit" variant="primary" isDisabled={loading}>
            {t('pages.security.closeAccount.close')}
          </Button>
        </div>
      </form>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        isDismissable
        title={t('pages.security.closeAccount.confirmTitle')}
      >
        <p>{t('pages.security.closeAccount.confirmBody')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {t('pages.security.closeAccount.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirm()}>
            {t('pages.security.closeAccount.close')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
