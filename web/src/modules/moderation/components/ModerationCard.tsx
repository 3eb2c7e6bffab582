import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import type { Decision } from '../types.js';
import * as styles from './Moderation.css.js';
import {
  ApproveForm,
  InPageRejectForm,
  type QueueItem,
  RejectOpener,
  useRejectingInPage,
} from './QueueDecisionForms.js';
import { ApproveDialog, RejectDialog, shortTitle } from './RejectDialog.js';
import { StatusBadge } from './StatusBadge.js';

export interface DetailRow {
  key: string;
  label: string;
  /** Null or empty: not set, and not shown (a phone reads only what is there). */
  value: ReactNode;
}

export interface ModerationCardProps {
  title: string;
  /** Shown before the title: the type of the item. */
  tag?: string;
  status: string;
  urgent?: boolean;
  details: readonly DetailRow[];
  body?: { label: string; text: string } | null;
  approveLabel?: string;
  /**
   * Ask before approving (the dialog says approving publishes): true for what members will read;
   * false where approving publishes nothing (a membership application sends an invitation).
   */
  confirmApproval?: boolean;
  /** Absent: the item is listed only (consultations). */
  onDecide?: (decision: Decision) => void;
  /**
   * The item as the queue's page form names it: Approve and Reject are then real forms that
   * work before and without the script (absent: buttons for the script alone).
   */
  queueItem?: QueueItem;
  deciding?: boolean;
}

/** One item of a moderation list: its fields, and approve / reject (with an optional reason). */
export function ModerationCard({
  title,
  tag,
  status,
  urgent,
  details,
  body,
  approveLabel,
  confirmApproval = true,
  onDecide,
  queueItem,
  deciding,
}: ModerationCardProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const rejectingInPage = useRejectingInPage(queueItem);
  const label = approveLabel ?? t('pages.admin.approve');
  const approve = () => (confirmApproval ? setApproving(true) : onDecide?.({ approved: true }));
  const shown = details.filter((row) => row.value !== null && row.value !== '');
  return (
    <article className={urgent ? `${styles.card} ${styles.urgentCard}` : styles.card}>
      <div className={styles.head}>
        {tag ? <span className={styles.tag}>{tag}</span> : null}
        {urgent ? (
          <span className={styles.urgent}>
            <span aria-hidden="true">!</span>
            {t('pages.admin.urgent')}
          </span>
        ) : null}
        <StatusBadge status={status} />
      </div>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.details}>
        {shown.map((row) => (
          <div key={row.key} className={styles.detail}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {body ? (
        <div>
          <p className={styles.bodyLabel}>{body.label}</p>
          <p className={styles.body}>{body.text}</p>
        </div>
      ) : null}
      {onDecide ? (
        <div className={styles.actions}>
          {queueItem ? (
            <>
              <ApproveForm item={queueItem} label={label} deciding={deciding} onApprove={approve} />
              <RejectOpener
                item={queueItem}
                deciding={deciding}
                onReject={() => setRejecting(true)}
              />
            </>
          ) : (
            <>
              <Button isDisabled={deciding} onPress={approve}>
                {deciding ? t('pages.admin.deciding') : label}
              </Button>
              <Button variant="secondary" isDisabled={deciding} onPress={() => setRejecting(true)}>
                {t('pages.admin.reject')}
              </Button>
            </>
          )}
          <ApproveDialog
            isOpen={approving}
            itemTitle={title}
            approveLabel={label}
            onOpenChange={setApproving}
            onConfirm={() => {
              setApproving(false);
              onDecide({ approved: true });
            }}
          />
          <RejectDialog
            isOpen={rejecting}
            itemTitle={title}
            onOpenChange={setRejecting}
            onConfirm={(reason) => {
              setRejecting(false);
              onDecide({ approved: false, reason });
            }}
          />
        </div>
      ) : null}
      {onDecide && queueItem && rejectingInPage && !rejecting ? (
        <InPageRejectForm
          item={queueItem}
          heading={t('pages.admin.rejectDialog.title', { title: shortTitle(title) })}
          onReject={(reason) => onDecide({ approved: false, reason })}
        />
      ) : null}
    </article>
  );
}
