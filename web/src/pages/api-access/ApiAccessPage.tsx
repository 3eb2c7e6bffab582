import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  type ApiTokenFieldsFragment,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
} from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { ApiTokenList, CreateApiTokenForm, NewTokenPanel } from '../../modules/api-tokens/index.js';
import { securityStyles } from '../../modules/security/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** The member's personal access tokens for programs: create (shown once), list, revoke. */
export default function ApiAccessPage() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const { data, loading } = useQuery(MyApiTokensDocument);
  const [revoke] = useMutation(RevokeApiTokenDocument, { refetchQueries: [MyApiTokensDocument] });
  const [newToken, setNewToken] = useState<string | null>(null);
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const revokeToken = async (token: ApiTokenFieldsFragment) => {
    setRevokingId(token.id);
    setMessage(null);
    try {
      await revoke({ variables: { id: token.id } });
      setMessage(t('pages.apiAccess.revoked', { name: token.name }));
    } catch {
      setMessage(t('pages.apiAccess.errors.unknown'));
    } finally {
      setRevokingId(null);
    }
  };

  return (
    <>
      <PageHeader title={t('pages.apiAccess.title')} lead={t('pages.apiAccess.lead')} />
      <section className={securityStyles.section} aria-labelledby="create-token-heading">
        <h2 id="create-token-heading">{t('pages.apiAccess.createTitle')}</h2>
        <p>{t('pages.apiAccess.howToUse')}</p>
        <pre dir="ltr">
          <code>Authorization: Bearer bpat_…</code>
        </pre>
        {newToken ? (
          <NewTokenPanel token={newToken} onDone={() => setNewToken(null)} />
        ) : viewer ? (
          <CreateApiTokenForm viewerRole={viewer.role} onCreated={setNewToken} />
        ) : null}
      </section>
      <section className={securityStyles.section} aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">{t('pages.apiAccess.listTitle')}</h2>
        {loading || !data ? (
          <Loading />
        ) : data.myApiTokens.length === 0 ? (
          <p>{t('pages.apiAccess.empty')}</p>
        ) : (
          <ApiTokenList
            tokens={data.myApiTokens}
            revokingId={revokingId}
            onRevoke={(token) => void revokeToken(token)}
          />
        )}
        <p role="status" className={securityStyles.status}>
          {message}
        </p>
      </section>
    </>
  );
}
