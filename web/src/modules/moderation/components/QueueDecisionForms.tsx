import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { FORM_EXPIRED, FormToken, type RefusedForm, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { Link } from '../../../ui/Link.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import * as styles from './Moderation.css.js';

/** The page form's name (the gateway's moderation.forms.ts QUEUE_DECISION_FORM). */
const QUEUE_DECISION_FORM = 'queueDecision';
/** `?rejecting=<id>`: the item's Reject form open in the page, before or without the script. */
const REJECTING = 'rejecting';
/** What the gateway comes back with after a post (moderation.forms.ts). */
const MODERATED = 'moderated';
const OUTCOME = 'outcome';

/** An item of the queue as its form names it: the gateway's ModeratedItemType and its id. */
export interface QueueItem {
  itemType: string;
  id: string;
}

/** The queue's page form, and its last refusal when it was about this item. */
function useQueueForm(item?: QueueItem) {
  const page = usePageForm(QUEUE_DECISION_FORM);
  const refused = item && page.refused?.values.id !== item.id ? undefined : page.refused;
  return { page, refused };
}

/** One decision as a real post to /admin: the token, the form's name and the item. */
function DecisionForm({
  item,
  decision,
  sendAtOnce = false,
  onSubmit,
  children,
}: {
  item: QueueItem;
  decision: 'approve' | 'reject';
  /**
   * Whether a send before React attached goes to the gateway at once (with an `action`): the
   * decision is then final. Without one, the browser still posts to the page's own address
   * without the script, but a send before React attached is held and sent again once it has
   * (lib/earlyTaps), so Approve asks first on a slow phone rather than publishing at a tap.
   */
  sendAtOnce?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { page } = useQueueForm();
  return (
    <form
      method="post"
      action={sendAtOnce ? page.action : undefined}
      onSubmit={onSubmit}
      className={styles.stack}
    >
      <FormToken token={page.csrfToken} form={QUEUE_DECISION_FORM} />
      <input type="hidden" name="itemType" value={item.itemType} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="decision" value={decision} />
      {children}
    </form>
  );
}

/**
 * Approve: without the script the form posts and the gateway decides; with it, `onApprove`
 * (the card's confirmation dialog, then the mutation).
 */
export function ApproveForm({
  item,
  label,
  deciding,
  onApprove,
}: {
  item: QueueItem;
  label: string;
  deciding?: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DecisionForm
      item={item}
      decision="approve"
      onSubmit={(event) => {
        event.preventDefault();
        onApprove();
      }}
    >
      <Button type="submit" isDisabled={deciding}>
        {deciding ? t('pages.admin.deciding') : label}
      </Button>
    </DecisionForm>
  );
}

/** The page's address with `changes` applied (null removes), keeping the tab and filters. */
function useAddressWith(changes: Record<string, string | null>): {
  pathname: string;
  params: URLSearchParams;
} {
  const { pathname } = useLocation();
  const [current] = useSearchParams();
  const params = new URLSearchParams(current);
  for (const name of [MODERATED, OUTCOME]) params.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return { pathname, params };
}

/**
 * Reject's button. Without the script it asks for the page again with `?rejecting=<id>` (a
 * form of method get: a button, as it is once the script runs), where the reason field is in
 * place; with it, `onReject` opens the dialog.
 */
export function RejectOpener({
  item,
  deciding,
  onReject,
}: {
  item: QueueItem;
  deciding?: boolean;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const { pathname, params } = useAddressWith({ [REJECTING]: item.id });
  return (
    <form
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        onReject();
      }}
    >
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" isDisabled={deciding}>
        {t('pages.admin.reject')}
      </Button>
    </form>
  );
}

/** Whether the page was asked with this item's Reject form open (`?rejecting=<id>`). */
export function useRejectingInPage(item: QueueItem | undefined): boolean {
  const [params] = useSearchParams();
  return item !== undefined && params.get(REJECTING) === item.id;
}

/**
 * The Reject form in the page: the reason (optional, as in the dialog), Cancel back to the
 * queue, then Reject. It posts without the script; with it, `onReject` sends the mutation.
 */
export function InPageRejectForm({
  item,
  heading,
  onReject,
}: {
  item: QueueItem;
  heading: string;
  onReject: (reason: string | null) => void;
}) {
  const { t } = useTranslation();
  const { refused } = useQueueForm(item);
  const [reason, setReason] = useState(refused?.values.reason ?? '');
  const cancel = useAddressWith({ [REJECTING]: null });
  const query = cancel.params.toString();
  return (
    <section className={styles.stack} aria-label={heading}>
      <h4 className={styles.title}>{heading}</h4>
      <DecisionForm
        item={item}
        decision="reject"
        // The reason written and Reject pressed: nothing left to ask, so it goes even before
        // the script has run.
        sendAtOnce
        onSubmit={(event) => {
          event.preventDefault();
          onReject(reason.trim() || null);
        }}
      >
        <NativeTextField
          label={t('pages.admin.rejectDialog.reasonLabel')}
          description={t('pages.admin.rejectDialog.reasonHint')}
          name="reason"
          multiline
          rows={3}
          value={reason}
          onChange={setReason}
          error={refused?.fields.reason ? t('pages.admin.rejectDialog.reasonTooLong') : null}
        />
        <div className={styles.actions}>
          <Link href={query ? `${cancel.pathname}?${query}` : cancel.pathname} variant="secondary">
            {t('pages.admin.rejectDialog.cancel')}
          </Link>
          <Button type="submit">{t('pages.admin.rejectDialog.confirm')}</Button>
        </div>
      </DecisionForm>
    </section>
  );
}

/** The message of a refused post for the whole decision (a field's is under its field). */
function refusalText(refused: RefusedForm) {
  if (refused.code === 'BAD_USER_INPUT' && refused.fields.reason) return null;
  if (refused.code === 'CONFLICT') return 'pages.admin.notices.conflictText' as const;
  if (refused.code === FORM_EXPIRED) return 'publicSite.formExpired' as const;
  if (refused.code === 'SERVICE_UNAVAILABLE') return 'pages.admin.notices.unavailableText' as const;
  return 'pages.admin.notices.failedText' as const;
}

const KINDS = ['news', 'review', 'content'] as const;

/**
 * What a decision sent without the script did, when the gateway comes back to /admin (the
 * notice the script's toast shows), or why it was refused.
 */
export function QueueDecisionNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { refused } = useQueueForm();
  if (refused) {
    const text = refusalText(refused);
    return text ? (
      <p role="alert" className={styles.error}>
        {t(text)}
      </p>
    ) : null;
  }
  const kind = KINDS.find((name) => name === params.get(MODERATED));
  const outcome = params.get(OUTCOME);
  if (!kind) return null;
  if (outcome === 'pending') {
    return (
      <FormNotice>
        <strong>{t('pages.admin.notices.pendingTitle')}</strong>{' '}
        {t('pages.admin.notices.pendingPageText')}
      </FormNotice>
    );
  }
  if (outcome !== 'approved' && outcome !== 'rejected') return null;
  return (
    <FormNotice>
      <strong>{t(`pages.admin.notices.${kind}Title`)}</strong>{' '}
      {t(`pages.admin.notices.${kind}Text`)} {t(`pages.admin.notices.${outcome}Text`)}
    </FormNotice>
  );
}
