import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmEmailChangeDocument } from '../../../generated/public/session.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { FORM_EXPIRED, FormToken, usePageForm } from '../../../lib/pageForm.js';
import { useGraphQLMutation } from '../../../lib/useGraphQL.js';
import { LOGIN_PATH } from '../../../routing/access.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import * as styles from './SignInForm.css.js';

type Failure = 'invalid' | 'taken' | 'expired' | 'failed';

function failureOf(code: string | undefined): Failure {
  if (code === 'NOT_FOUND') return 'invalid';
  if (code === 'BAD_USER_INPUT') return 'taken';
  if (code === FORM_EXPIRED) return 'expired';
  return 'failed';
}

/**
 * Confirms a new address with the link's token, by a button rather than on opening the link
 * (mail scanners open links; only a person presses the button). Without the script the form
 * posts to the page (gateway auth/account/account.forms.ts), which comes back `?confirmed=1`.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const page = usePageForm('confirmEmail');
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState(searchParams.get('confirmed') === '1');
  const [failure, setFailure] = useState<Failure | null>(
    page.refused ? failureOf(page.refused.code) : null,
  );
  const [confirm, { loading }] = useGraphQLMutation(ConfirmEmailChangeDocument);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      await confirm({ input: { token } });
      setDone(true);
    } catch (error) {
      setFailure(failureOf(graphQLErrorCode(error)));
    }
  };

  if (done) {
    return (
      <>
        <p role="status" className={styles.notice}>
          {t('pages.confirmEmail.done')}
        </p>
        <p className={styles.links}>
          <Link href={LOGIN_PATH}>{t('pages.confirmEmail.goToLogin')}</Link>
        </p>
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} method="post" action={page.action}>
      <FormToken token={page.csrfToken} />
      <p role="alert" className={styles.alert}>
        {failure ? t(`pages.confirmEmail.errors.${failure}`) : null}
      </p>
      <Button type="submit" disabled={loading}>
        {loading ? t('pages.confirmEmail.pending') : t('pages.confirmEmail.submit')}
      </Button>
    </form>
  );
}
