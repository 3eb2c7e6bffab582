import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { type InvitationQuery } from '../../generated/graphql.js';
import { InvitationDocument } from '../../generated/public/invitations.js';
import { useLongDate } from '../../i18n/dates.js';
import { useTranslation } from '../../i18n/react.js';
import { graphQLErrorCode } from '../../lib/graphqlErrors.js';
import { useServerQueryData } from '../../lib/serverData.js';
import { useGraphQLQuery } from '../../lib/useGraphQL.js';
import { JoinForm } from '../../modules/invitations/index.js';
import { useSession } from '../../modules/session/index.js';
import { LOGIN_PATH } from '../../routing/access.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import * as styles from './JoinPage.css.js';

/**
 * /join/:token, the page of an invitation link (public): who invited whom and the form that
 * creates the account. A used, replaced or expired link gets one message and a way to sign in;
 * someone already signed in is told so rather than being switched to a new account. Without the
 * GraphQL client (lib/graphqlRequest), as the other public pages: the gateway renders it.
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { viewer, loading: viewerLoading } = useSession();
  // Once the form is sent the new member is signed in: keep the form until they move on.
  const [accepting, setAccepting] = useState(false);
  const signedIn = viewer !== null && !accepting;
  // The gateway asked the same before rendering (joinPageQuery): the form is in the first HTML.
  const variables = { token };
  const { data, loading, error } = useGraphQLQuery(InvitationDocument, variables, {
    skip: viewerLoading || signedIn,
    initialData: useServerQueryData<InvitationQuery>(variables),
  });
  const longDate = useLongDate();

  if (viewerLoading) return <Loading />;
  if (signedIn) {
    return (
      <>
        <PageHeader
          title={t('pages.join.signedInTitle')}
          lead={t('pages.join.signedInMessage', { name: viewer.fullName })}
        />
        <p>
          <Link href="/">{t('pages.join.goToDashboard')}</Link>
        </p>
      </>
    );
  }
  if (loading && !data) return <Loading />;
  if (error || !data) {
    const invalid = graphQLErrorCode(error) === 'NOT_FOUND';
    return (
      <>
        <PageHeader
          title={t('pages.join.invalidTitle')}
          lead={invalid ? t('pages.join.errors.invalid') : t('pages.join.loadFailed')}
        />
        {invalid ? <p>{t('pages.join.invalidHint')}</p> : null}
        <p>
          <Link href={LOGIN_PATH}>{t('pages.join.goToLogin')}</Link>
        </p>
      </>
    );
  }

  const { invitation } = data;
  return (
    <>
      <PageHeader
        title={t('pages.join.title')}
        lead={t('pages.join.lead', { inviter: invitation.invitedByName, email: invitation.email })}
      />
      <p className={styles.expires}>
        {t('pages.join.expires', { date: longDate(invitation.expiresAt) })}
      </p>
      <JoinForm token={token} onAccepting={setAccepting} />
    </>
  );
}
