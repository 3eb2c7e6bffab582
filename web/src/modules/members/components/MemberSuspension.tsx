import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  MemberSuspensionDocument,
  ReinstateMemberDocument,
  SuspendMemberDocument,
} from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { Modal } from '../../../ui/Modal.js';
import { CONNECTION_FORM } from './ConnectionActionForm.js';
import * as styles from './MemberSuspension.css.js';
import { isReasonTooShort, StaffReasonField } from './StaffReasonField.js';

const ACTIONS = ['suspend', 'reinstate'];

export interface MemberSuspensionProps {
  memberId: string;
  memberName: string;
  /**
   * Where the form posts without the script: the profile's own address by default; the history
   * page posts to the profile (whose form does it) and the profile says what was done.
   */
  action?: string;
  /** After a suspension or reinstatement by script (the page shows the member's state too). */
  onChanged?: () => void;
}

/**
 * An admin's suspend or reinstate, on a member's profile. A real form posted to the page's
 * address (the gateway's members.forms.ts does it without the script and comes back with
 * `?done=`); with the script, sending it asks for confirmation in a dialog (Cancel first) and
 * then calls the GraphQL mutation.
 */
export function MemberSuspension({
  memberId,
  memberName,
  action: postTo,
  onChanged,
}: MemberSuspensionProps) {
  const { t } = useTranslation();
  const time = useDateFormat('preciseDateTime');
  const headingId = useId();
  const [params] = useSearchParams();
  const page = usePageForm(CONNECTION_FORM);
  const refused = ACTIONS.includes(page.refused?.values.action ?? '') ? page.refused : undefined;
  const { data } = useQuery(MemberSuspensionDocument, { variables: { id: memberId } });
  const [suspend, suspending] = useMutation(SuspendMemberDocument);
  const [reinstate, reinstating] = useMutation(ReinstateMemberDocument);
  const [reason, setReason] = useState(refused?.values.reason ?? '');
  const [problem, setProblem] = useState<string | null>(
    refused ? t('pages.memberProfile.suspension.failed') : null,
  );
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(params.get('done'));

  const suspendedAt = data?.memberSuspension.suspendedAt ?? null;
  const suspended = suspendedAt !== null;
  const action = suspended ? 'reinstate' : 'suspend';
  const pending = suspending.loading || reinstating.loading;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReasonTooShort(reason)) {
      setProblem(t('pages.memberProfile.suspension.reasonRequired'));
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    const variables = { id: memberId, reason: reason.trim() };
    try {
      await (suspended ? reinstate({ variables }) : suspend({ variables }));
      setReason('');
      setDone(suspended ? 'reinstated' : 'suspended');
      onChanged?.();
    } catch {
      setProblem(t('pages.memberProfile.suspension.failed'));
    }
  };

  if (!data) return null;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.memberProfile.suspension.heading')}
      </h2>
      {done === 'suspended' || done === 'reinstated' ? (
        <FormNotice>{t(`pages.memberProfile.suspension.done.${done}`)}</FormNotice>
      ) : null}
      <p>
        {suspendedAt
          ? t('pages.memberProfile.suspension.suspendedSince', { time: time(suspendedAt) })
          : t('pages.memberProfile.suspension.active')}
      </p>
      {/* Without `action` the browser posts to the page's own address without the script, and a
          send before React attached is held and sent again once it has (lib/earlyTaps), so the
          dialog still asks first. */}
      <form method="post" action={postTo} onSubmit={submit} className={styles.form}>
        <FormToken token={page.csrfToken} />
        <input type="hidden" name="action" value={action} />
        <StaffReasonField
          label={t('pages.memberProfile.suspension.reason')}
          description={t('pages.memberProfile.suspension.reasonHint')}
          value={reason}
          onChange={setReason}
          error={problem}
        />
        <div>
          <Button type="submit" variant="secondary" isDisabled={pending}>
            {t(`pages.memberProfile.suspension.${action}`)}
          </Button>
        </div>
      </form>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        isDismissable
        title={t(`pages.memberProfile.suspension.confirm.${action}Title`, { name: memberName })}
      >
        <p>{t(`pages.memberProfile.suspension.confirm.${action}Body`)}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {t('pages.memberProfile.suspension.confirm.cancel')}
          </Button>
          <Button onPress={() => void confirm()}>
            {t(`pages.memberProfile.suspension.${action}`)}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
