import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type ApiTokenFieldsFragment,
  MemberApiTokensDocument,
  RevokeMemberApiTokenDocument,
} from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { ApiTokenList, apiTokensStyles as styles } from '../../modules/api-tokens/index.js';
import { moderationStyles as pageStyles } from '../../modules/moderation/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { TextField } from '../../ui/TextField.js';

/**
 * Staff: members' API tokens, to revoke one that leaked or misbehaves. Admins see everyone's at
 * once; moderators name the member first (the gateway asks them to).
 */
export default function AdminApiTokensPage() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const isAdmin = viewer?.role === 'ADMIN';
  const [search, setSearch] = useState('');
  const [member, setMember] = useState<string | null>(null);
  const { data, loading, error } = useQuery(MemberApiTokensDocument, {
    variables: { member },
    skip: !isAdmin && !member,
  });
  const [revoke] = useMutation(RevokeMemberApiTokenDocument, {
    refetchQueries: [MemberApiTokensDocument],
  });
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMember(search.trim() || null);
  };

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

  const body = () => {
    if (!isAdmin && !member) return <p>{t('pages.adminApiTokens.nameMember')}</p>;
    if (error) {
      return (
        <p role="alert" className={pageStyles.error}>
          {t('pages.adminApiTokens.loadFailed')}
        </p>
      );
    }
    if (loading || !data) return <Loading />;
    if (data.memberApiTokens.length === 0) return <p>{t('pages.adminApiTokens.empty')}</p>;
    return (
      <ApiTokenList
        tokens={data.memberApiTokens}
        showOwner
        revokingId={revokingId}
        onRevoke={(token) => void revokeToken(token)}
      />
    );
  };

  return (
    <>
      <PageHeader title={t('pages.adminApiTokens.title')} lead={t('pages.adminApiTokens.lead')} />
      <div className={pageStyles.page}>
        <Link href="/admin">{t('pages.securityLog.backToAdmin')}</Link>
        <Form className={styles.search} onSubmit={submit} role="search">
          <TextField
            label={t('pages.adminApiTokens.member')}
            name="member"
            value={search}
            onChange={setSearch}
          />
          <Button type="submit" variant="secondary">
            {t('pages.adminApiTokens.show')}
          </Button>
        </Form>
        {body()}
        <p role="status">{message}</p>
      </div>
    </>
  );
}
