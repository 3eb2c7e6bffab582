import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { ChangeMemberRoleDocument, Role } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { refusedFieldProblems } from '../../../lib/graphqlErrors.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { NativeSelect } from '../../../ui/NativeSelect.js';
import * as styles from './MemberSuspension.css.js';
import { isReasonTooShort, StaffReasonField } from './StaffReasonField.js';

/** The page form's name (gateway member-history.forms.ts). */
export const MEMBER_ROLE_FORM = 'memberRole';

/** The gateway's words for the last administrator (member-role.service.ts LAST_ADMIN_PROBLEM). */
const isLastAdmin = (problem: string | undefined) =>
  Boolean(problem?.includes('last administrator'));

export interface MemberRoleFormProps {
  memberId: string;
  role: Role;
  /** Whether the page came back from a change made without the script (`?done=role`). */
  done: boolean;
  onChanged: () => void;
}

/**
 * An admin's change of a member's role, on the member's history page: a real form posted to
 * the page's address (the gateway's member-history.forms.ts does it without the script and
 * comes back with `?done=role`); with the script it calls the GraphQL mutation.
 */
export function MemberRoleForm({ memberId, role, done, onChanged }: MemberRoleFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const page = usePageForm(MEMBER_ROLE_FORM);
  const refused = page.refused;
  const [change, changing] = useMutation(ChangeMemberRoleDocument);
  const [chosen, setChosen] = useState<string>(refused?.values.role ?? role);
  const [reason, setReason] = useState(refused?.values.reason ?? '');
  const [problem, setProblem] = useState<string | null>(
    refused ? problemOf(refused.fields.role, t) : null,
  );
  const [changed, setChanged] = useState(done);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReasonTooShort(reason)) {
      setProblem(t('pages.memberHistory.role.reasonRequired'));
      return;
    }
    setProblem(null);
    try {
      await change({ variables: { id: memberId, role: chosen as Role, reason: reason.trim() } });
      setReason('');
      setChanged(true);
      onChanged();
    } catch (error) {
      setProblem(problemOf(refusedFieldProblems(error).role, t));
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.memberHistory.role.heading')}
      </h2>
      {changed ? <FormNotice>{t('pages.memberHistory.role.done')}</FormNotice> : null}
      <p>{t('pages.memberHistory.role.current', { role: t(`roles.${role}`) })}</p>
      {/* No `action`: without the script the browser posts to the page's own address. */}
      <form method="post" onSubmit={(event) => void submit(event)} className={styles.form}>
        <FormToken token={page.csrfToken} />
        <NativeSelect
          name="role"
          label={t('pages.memberHistory.role.newRole')}
          options={Object.values(Role).map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={chosen}
          onChange={setChosen}
          required
        />
        <StaffReasonField
          label={t('pages.memberHistory.role.reason')}
          description={t('pages.memberHistory.role.reasonHint')}
          value={reason}
          onChange={setReason}
          error={problem}
        />
        <div>
          <Button type="submit" variant="secondary" isDisabled={changing.loading}>
            {t('pages.memberHistory.role.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function problemOf(roleProblem: string | undefined, t: ReturnType<typeof useTranslation>['t']) {
  return isLastAdmin(roleProblem)
    ? t('pages.memberHistory.role.lastAdmin')
    : t('pages.memberHistory.role.failed');
}
