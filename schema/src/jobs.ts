// The one registry of background work: every queue, every job name, and the payload each job
// carries. Gateway and worker both import it, so a job name is never typed as a bare string and a
// payload change breaks the build on both sides at once.
//
// Adding a job: a name in `JobName`, its payload in `JobPayloads`, its queue in `jobQueues`, and a
// handler file worker/src/jobs/<queue>/<name>.job.ts (the worker refuses to start without it).

export const QueueName = {
  Stats: 'stats',
  Maintenance: 'maintenance',
  Moderation: 'moderation',
  Submissions: 'submissions',
  Publishing: 'publishing',
  Documents: 'documents',
  Webhooks: 'webhooks',
  Events: 'events',
  Mail: 'mail',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  StatsRecount: 'stats.recount',
  SessionsPurge: 'sessions.purge',
  ModerationApply: 'moderation.apply',
  SubmissionReceived: 'submissions.received',
  SubmissionsSweep: 'submissions.sweep',
  SocialPublish: 'social.publish',
  DocumentsOrphanSweep: 'documents.orphan-sweep',
  DocumentScan: 'documents.scan',
  SecurityLogPurge: 'security-log.purge',
  WebhooksDispatch: 'webhooks.dispatch',
  WebhookDeliver: 'webhooks.deliver',
  EventsPromote: 'events.promote',
  EventsRemind: 'events.remind',
  AccountMailSend: 'account-mail.send',
  ConsultationMailSend: 'consultation-mail.send',
  NoticeMailSend: 'notice-mail.send',
  NoticeMailDigest: 'notice-mail.digest',
  DataExportPrepare: 'data-export.prepare',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

/** Why the portal's counts are being recomputed; kept in the job for the logs. */
export type StatsRecountReason = 'schedule' | 'startup' | 'manual';

export interface StatsRecountPayload {
  reason: StatsRecountReason;
}

/** Why expired sessions are being deleted; kept in the job for the logs. */
export type SessionsPurgeReason = 'schedule' | 'manual';

export interface SessionsPurgePayload {
  reason: SessionsPurgeReason;
}

/** Why the worker is asked to apply pending decisions; kept in the job for the logs. */
export type ModerationApplyReason = 'decision' | 'retry' | 'sweep';

/**
 * A wake-up call: apply the pending decisions recorded in PostgreSQL (moderation_decisions),
 * this one and any others, in batches. The row is the promise, never the job: a lost or failed
 * job leaves it pending for the next job or the sweep. Enqueue it with moderationApplyOptions().
 */
export interface ModerationApplyPayload {
  decisionId: string | null;
  reason: ModerationApplyReason;
}

/** What an apply job answers: the decisions it applied (the gateway waits for its own). */
export interface ModerationApplyResult {
  applied: string[];
}

/**
 * Decision wake-ups share this many slots, one per job the worker runs at once: a burst of
 * decisions becomes at most two jobs per slot (one running, one to follow), and each drains many
 * decisions per transaction instead of one job per decision.
 */
export const MODERATION_APPLY_SLOTS = 4;

/**
 * The options of a decision wake-up: deduplicated per slot, keeping the last one while the
 * slot's job runs (so a decision recorded meanwhile is drained after it). No custom job id: a
 * failed job never swallows a later wake-up (BullMQ drops the slot's key when its job ends).
 */
export function moderationApplyOptions(slot = Math.floor(Math.random() * MODERATION_APPLY_SLOTS)): {
  deduplication: { id: string; keepLastIfActive: true };
} {
  return {
    deduplication: { id: jobId(JobName.ModerationApply, 'slot', slot), keepLastIfActive: true },
  };
}

/** A member's submission was stored as pending: tell the moderators. Id: jobId(name, id). */
export interface SubmissionReceivedPayload {
  submissionId: string;
}

/** Why the outbox and publication sweep runs; kept in the job for the logs. */
export type SubmissionsSweepReason = 'schedule' | 'startup' | 'manual' | 'redis-restart';

export interface SubmissionsSweepPayload {
  reason: SubmissionsSweepReason;
}

/** Publish one approved social post (delayed until its scheduledShare). Id: jobId(name, id). */
export interface SocialPublishPayload {
  submissionId: string;
}

/** Why stored files without a document row are being looked for; kept in the job for the logs. */
export type DocumentsOrphanSweepReason = 'schedule' | 'startup' | 'manual';

/** Removes stored files (and `.partial` leftovers) that no committed document row names. */
export interface DocumentsOrphanSweepPayload {
  reason: DocumentsOrphanSweepReason;
}

/**
 * Scan one uploaded file with ClamAV. The document row's status `scanning` is the record, never
 * the job: a lost job leaves the row scanning for the reconciling sweep. Id: jobId(name, id).
 */
export interface DocumentScanPayload {
  documentId: string;
}

/** Why old security events are being deleted; kept in the job for the logs. */
export type SecurityLogPurgeReason = 'schedule' | 'manual';

/** Deletes security events older than SECURITY_LOG_RETENTION_DAYS (default 365). */
export interface SecurityLogPurgePayload {
  reason: SecurityLogPurgeReason;
}

/** Why due webhook deliveries are being looked for; kept in the job for the logs. */
export type WebhooksDispatchReason = 'event' | 'manual';

/**
 * A wake-up call: enqueue a delivery job for every webhook delivery that is due (the rows of
 * webhook_deliveries are the record; the sweep does the same). Enqueue it with
 * webhooksDispatchOptions() so that a burst of events makes one job.
 */
export interface WebhooksDispatchPayload {
  reason: WebhooksDispatchReason;
}

/**
 * One attempt to POST one event to one endpoint. Id: jobId(name, deliveryId, attempt), so that
 * each retry (a delayed job at its backoff time) is a job of its own.
 */
export interface WebhookDeliverPayload {
  deliveryId: string;
}

export function webhooksDispatchOptions(): {
  deduplication: { id: string; keepLastIfActive: true };
} {
  return { deduplication: { id: jobId(JobName.WebhooksDispatch, 'wake'), keepLastIfActive: true } };
}

/**
 * A place of an event freed up (an answer withdrawn, capacity raised): give it to the first on
 * the waitlist. A wake-up: the answers in PostgreSQL are the record, and the sweep promotes
 * whatever a lost job left. Enqueue it with eventsPromoteOptions().
 */
export interface EventsPromotePayload {
  eventId: string;
}

/** One wake-up per event while its previous one runs (a burst of withdrawals is one job more). */
export function eventsPromoteOptions(eventId: string): {
  deduplication: { id: string; keepLastIfActive: true };
} {
  return { deduplication: { id: jobId(JobName.EventsPromote, eventId), keepLastIfActive: true } };
}

/**
 * Send the reminders of an event due by now (delayed until `dueAt`, ISO). The event_reminders
 * rows are the record; `sent_at` keeps each to once. Options: eventsRemindOptions().
 */
export interface EventsRemindPayload {
  eventId: string;
  dueAt: string;
}

/** One job per event and due time, however many members it reminds. */
export function eventsRemindOptions(
  eventId: string,
  dueAt: Date,
  now = Date.now(),
): { jobId: string; delay: number } {
  return {
    jobId: jobId(JobName.EventsRemind, eventId, dueAt.getTime()),
    delay: Math.max(0, dueAt.getTime() - now),
  };
}

/**
 * Send one of a member's account e-mails (a password-reset or address-confirmation link, or a
 * notice of a change). The account_mails row is the record; its `sent_at` keeps it to once, and
 * a link's token is made when it is sent, so that only its hash is ever stored. Id:
 * jobId(name, mailId).
 */
export interface AccountMailSendPayload {
  mailId: string;
}

/**
 * Send one e-mail about a consultation request (to the requester: sent, answered, expired; to
 * the lawyer: new request, reminder). The consultation_mails row is the record; its `sent_at`
 * keeps it to once. Id: jobId(name, mailId).
 */
export interface ConsultationMailSendPayload {
  mailId: string;
}

/**
 * Send one e-mail of the notice outbox (one notice, a message still unread, or a digest). The
 * notice_mails row is the record; its `sent_at`, set under the row's lock, keeps it to once.
 * Id: jobId(name, mailId).
 */
export interface NoticeMailSendPayload {
  mailId: string;
}

/** Why the digests are being planned; kept in the job for the logs. */
export type NoticeMailDigestReason = 'schedule' | 'startup' | 'manual';

/** Records the daily and weekly digests owed now (one per member and period) and sends them. */
export interface NoticeMailDigestPayload {
  reason: NoticeMailDigestReason;
}

/**
 * Prepare one member's data archive and mail its one-time link. The data_exports row's status
 * `preparing` is the record, never the job: the sweep requeues a lost one. Id: jobId(name, id).
 */
export interface DataExportPreparePayload {
  exportId: string;
}

export interface JobPayloads {
  [JobName.StatsRecount]: StatsRecountPayload;
  [JobName.SessionsPurge]: SessionsPurgePayload;
  [JobName.ModerationApply]: ModerationApplyPayload;
  [JobName.SubmissionReceived]: SubmissionReceivedPayload;
  [JobName.SubmissionsSweep]: SubmissionsSweepPayload;
  [JobName.SocialPublish]: SocialPublishPayload;
  [JobName.DocumentsOrphanSweep]: DocumentsOrphanSweepPayload;
  [JobName.DocumentScan]: DocumentScanPayload;
  [JobName.SecurityLogPurge]: SecurityLogPurgePayload;
  [JobName.WebhooksDispatch]: WebhooksDispatchPayload;
  [JobName.WebhookDeliver]: WebhookDeliverPayload;
  [JobName.EventsPromote]: EventsPromotePayload;
  [JobName.EventsRemind]: EventsRemindPayload;
  [JobName.AccountMailSend]: AccountMailSendPayload;
  [JobName.DataExportPrepare]: DataExportPreparePayload;
  [JobName.ConsultationMailSend]: ConsultationMailSendPayload;
  [JobName.NoticeMailSend]: NoticeMailSendPayload;
  [JobName.NoticeMailDigest]: NoticeMailDigestPayload;
}

/** The payload of one job. Fails to compile if a `JobName` has no entry in `JobPayloads`. */
export type JobOf<N extends JobName> = JobPayloads[N];

const jobQueues = {
  [JobName.StatsRecount]: QueueName.Stats,
  [JobName.SessionsPurge]: QueueName.Maintenance,
  [JobName.ModerationApply]: QueueName.Moderation,
  [JobName.SubmissionReceived]: QueueName.Submissions,
  [JobName.SubmissionsSweep]: QueueName.Submissions,
  [JobName.SocialPublish]: QueueName.Publishing,
  [JobName.DocumentsOrphanSweep]: QueueName.Maintenance,
  [JobName.DocumentScan]: QueueName.Documents,
  [JobName.SecurityLogPurge]: QueueName.Maintenance,
  [JobName.WebhooksDispatch]: QueueName.Webhooks,
  [JobName.WebhookDeliver]: QueueName.Webhooks,
  [JobName.EventsPromote]: QueueName.Events,
  [JobName.EventsRemind]: QueueName.Events,
  [JobName.AccountMailSend]: QueueName.Mail,
  [JobName.DataExportPrepare]: QueueName.Documents,
  [JobName.ConsultationMailSend]: QueueName.Mail,
  [JobName.NoticeMailSend]: QueueName.Mail,
  [JobName.NoticeMailDigest]: QueueName.Mail,
} as const satisfies Record<JobName, QueueName>;

export type QueueOf<N extends JobName> = (typeof jobQueues)[N];

/** The job names that run on queue `Q`. */
export type JobNameOf<Q extends QueueName> = {
  [N in JobName]: QueueOf<N> extends Q ? N : never;
}[JobName];

/** The payloads that travel on queue `Q` (a union when the queue carries several jobs). */
export type JobDataOf<Q extends QueueName> = JobOf<JobNameOf<Q>>;

/** A job of queue `Q` as a discriminated union on `name`, so a switch narrows `data`. */
export type JobEnvelopeOf<Q extends QueueName> = {
  [N in JobNameOf<Q>]: { name: N; data: JobOf<N> };
}[JobNameOf<Q>];

export const queueNames: readonly QueueName[] = Object.values(QueueName);
export const jobNames: readonly JobName[] = Object.values(JobName);

export function queueOf<N extends JobName>(name: N): QueueOf<N> {
  return jobQueues[name];
}

export function isJobName(value: unknown): value is JobName {
  return typeof value === 'string' && (jobNames as readonly string[]).includes(value);
}

/**
 * A deterministic job id: the same work enqueued twice gets the same id, and BullMQ keeps only
 * the first while it is retained. BullMQ rejects custom ids that contain `:` or parse as an
 * integer; the job-name prefix rules out the latter, this function the former.
 */
export function jobId(name: JobName, ...keyParts: readonly (string | number)[]): string {
  if (keyParts.length === 0) {
    throw new Error(`jobId(${name}) needs at least one key part`);
  }
  const key = keyParts.map(String).join('/');
  if (key.includes(':')) {
    throw new Error(`Job id key for ${name} must not contain ":" (got "${key}")`);
  }
  return `${name}/${key}`;
}
