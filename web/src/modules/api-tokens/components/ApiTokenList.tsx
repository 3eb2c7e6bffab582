import type { ApiTokenFieldsFragment } from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import * as styles from './apiTokens.css.js';

export interface ApiTokenListProps {
  tokens: readonly ApiTokenFieldsFragment[];
  /** Staff lists say whose each token is. */
  showOwner?: boolean;
  revokingId: string | null;
  onRevoke: (token: ApiTokenFieldsFragment) => void;
}

/** Tokens with their scopes, status and last use; active ones can be revoked. */
export function ApiTokenList({ tokens, showOwner, revokingId, onRevoke }: ApiTokenListProps) {
  const { t } = useTranslation();
  const format = useDateFormat('dateTime');
  const when = (value: string | null) => (value ? format(value) : '—');

  return (
    <ul className={styles.list}>
      {tokens.map((token) => (
        <li key={token.id} className={styles.item}>
          <p className={styles.name}>
            {token.name}{' '}
            <code dir="ltr" className={styles.hint}>
              bpat_…{token.hint}
            </code>{' '}
            <span className={styles.status[token.status]}>
              {t(`pages.apiAccess.status.${token.status}`)}
            </span>
          </p>
          <dl className={styles.details}>
            {showOwner ? (
              <>
                <dt>{t('pages.apiAccess.owner')}</dt>
                <dd>
                  {token.owner.fullName} (<span dir="ltr">{token.owner.email}</span>)
                </dd>
              </>
            ) : null}
            <dt>{t('pages.apiAccess.scopes')}</dt>
            <dd>
              {token.scopes.map((scope) => t(`pages.apiAccess.scope.${scope}.label`)).join(', ')}
            </dd>
            <dt>{t('pages.apiAccess.createdAt')}</dt>
            <dd>{when(token.createdAt)}</dd>
            <dt>{t('pages.apiAccess.expires')}</dt>
            <dd>{when(token.expiresAt)}</dd>
            <dt>{t('pages.apiAccess.lastUsed')}</dt>
            <dd>
              {token.lastUsedAt ? (
                <>
                  {when(token.lastUsedAt)} · <span dir="ltr">{token.lastUsedIp ?? '—'}</span>
                </>
              ) : (
                t('pages.apiAccess.neverUsed')
              )}
            </dd>
          </dl>
          {token.status === 'ACTIVE' ? (
            <Button
              variant="secondary"
              isDisabled={revokingId === token.id}
              aria-label={t('pages.apiAccess.revokeNamed', { name: token.name })}
              onPress={() => onRevoke(token)}
            >
              {t('pages.apiAccess.revoke')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
