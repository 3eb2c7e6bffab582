import type { FormEvent } from 'react';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button, type ButtonProps } from '../../../ui/Button.js';
import * as styles from './ConnectionActions.css.js';

/** What a connection button does (the gateway's members.forms.ts reads the same names). */
export type ConnectionAction = 'connect' | 'accept' | 'decline' | 'withdraw';

/** The page form every connection button is: its name in the page's form state. */
export const CONNECTION_FORM = 'connection';

export interface ConnectionActionFormProps {
  action: ConnectionAction;
  connectionId?: string | null;
  memberId?: string;
  label: string;
  /** The button's accessible name when the label alone does not say whom it is about. */
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
  pending: boolean;
  onAct: () => void;
}

/**
 * One connection button as a real form posted to the page's own address (the gateway's
 * members.forms.ts does it without the script and comes back to the page); once the script
 * runs, the button calls `onAct` (the GraphQL mutation) instead.
 */
export function ConnectionActionForm({
  action,
  connectionId,
  memberId,
  label,
  ariaLabel,
  variant,
  pending,
  onAct,
}: ConnectionActionFormProps) {
  const page = usePageForm(CONNECTION_FORM);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAct();
  };
  return (
    <form method="post" action={page.action} onSubmit={submit} className={styles.form}>
      <FormToken token={page.csrfToken} />
      <input type="hidden" name="action" value={action} />
      {connectionId ? <input type="hidden" name="connectionId" value={connectionId} /> : null}
      {memberId ? <input type="hidden" name="memberId" value={memberId} /> : null}
      <Button type="submit" variant={variant} isDisabled={pending} aria-label={ariaLabel}>
        {label}
      </Button>
    </form>
  );
}
