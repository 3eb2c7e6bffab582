import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PendingInvitationsDocument,
  ResendInvitationDocument,
  type ResendInvitationMutation,
} from '../../../generated/graphql.js';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import * as tables from '../../../ui/DataTable.css.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { Loading } from '../../../ui/Loading.js';
import { LtrText, UserText } from '../../../ui/UserText.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';

/** The page form's name (gateway invitations.forms.ts). */
const RESEND_FORM = 'resendInvitation';
type Resent = ResendInvitationMutation['resendInvitation'];

/**
 * Staff's pending invitations, newest first, each with a "Send again" button: a real form posted
 * to the page's address (the gateway's invitations.forms.ts sends it again without the script
 * and comes back with `?resent=1`); with the script it calls resendInvitation and, when no
 * e-mail could be sent, shows the new link to pass on.
 */
export function PendingInvitations() {
  const { t } = useTranslation();
  const longDate = useLongDate();
  const captionId = useId();
  const [params] = useSearchParams();
  const page = usePageForm(RESEND_FORM);
  const { data, loading, error } = useQuery(PendingInvitationsDocument);
  const [resend, resending] = useMutation(ResendInvitationDocument);
  const [resent, setResent] = useState<Resent | null>(null);
  const [failed, setFailed] = useState(Boolean(page.refused));

  const submit = async (event: FormEvent<HTMLFormElement>, id: string) => {
    event.preventDefault();
    setFailed(false);
    try {
      const answer = await resend({ variables: { id } });
      setResent(answer.data?.resendInvitation ?? null);
    } catch {
      setFailed(true);
    }
  };

  if (error && !data) {
    return (
      <p role="alert" className={tables.error}>
        {t('invitations.openList.loadFailed')}
      </p>
    );
  }
  if (!data) return loading ? <Loading /> : null;
  return (
    <>
      {params.get('resent') === '1' && !resent ? (
        <FormNotice>{t('invitations.openList.resent')}</FormNotice>
      ) : null}
      {resent ? (
        <FormNotice>
          {resent.emailSent
            ? t('invitations.result.sent', { email: resent.email })
            : t('invitations.result.notSent', { email: resent.email })}
          {resent.emailSent ? null : (
            <>
              {' '}
              <LtrText>{resent.link}</LtrText>
            </>
          )}
        </FormNotice>
      ) : null}
      {failed ? (
        <p role="alert" className={tables.error}>
          {t('invitations.openList.failed')}
        </p>
      ) : null}
      {data.invitations.length === 0 ? (
        <p className={tables.empty}>{t('invitations.openList.empty')}</p>
      ) : (
        <section
          className={tables.scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-labelledby={captionId}
        >
          <table className={tables.table}>
            <caption id={captionId} className={tables.caption}>
              {t('invitations.openList.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={tables.headerCell}>
                  {t('invitations.openList.email')}
                </th>
                <th scope="col" className={tables.headerCell}>
                  {t('invitations.openList.invitedBy')}
                </th>
                <th scope="col" className={tables.headerCell}>
                  {t('invitations.openList.expires')}
                </th>
                <th scope="col" className={tables.headerCell}>
                  <span className={visuallyHidden}>{t('invitations.openList.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row" className={tables.cell}>
                    <LtrText>{invitation.email}</LtrText>
                  </th>
                  <td className={tables.cell}>
                    <UserText>{invitation.invitedByName}</UserText>
                  </td>
                  <td className={tables.cell}>{longDate(invitation.expiresAt)}</td>
                  <td className={tables.cell}>
                    <form method="post" onSubmit={(event) => void submit(event, invitation.id)}>
                      <FormToken token={page.csrfToken} />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button type="submit" variant="secondary" isDisabled={resending.loading}>
                        {t('invitations.openList.resend')}
                      </Button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
