import { useTranslation } from '../../i18n/react.js';
import {
  ActiveSessions,
  ChangeEmail,
  ChangePassword,
  CloseAccount,
  DataDownload,
  TwoStepSignIn,
} from '../../modules/security/index.js';
import { useViewer } from '../../modules/session/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * Sign-in and security: password, address, two-step sign-in, the account's sessions, a copy of
 * the member's data and closing the account.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <>
      <PageHeader title={t('pages.security.title')} lead={t('pages.security.lead')} />
      <TwoStepSignIn />
      {/* Staff who must enrol can use nothing else yet, the sessions list included. */}
      {viewer?.mfaEnrolmentRequired ? null : (
        <>
          <ChangePassword />
          <ChangeEmail />
          <ActiveSessions />
          <DataDownload />
          <CloseAccount />
        </>
      )}
    </>
  );
}
