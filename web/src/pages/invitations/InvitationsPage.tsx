import { useTranslation } from '../../i18n/react.js';
import { InviteMemberButton, PendingInvitations } from '../../modules/invitations/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * `/admin/invitations` (staff): the invitations not yet accepted, each with "Send again" (a new
 * link; the old one stops working), server-rendered with its data.
 */
export default function InvitationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.invitations.title')} lead={t('pages.invitations.lead')} />
      <div>
        <InviteMemberButton />
      </div>
      <PendingInvitations />
    </>
  );
}
