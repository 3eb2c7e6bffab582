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
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  StatsRecount: 'stats.recount',
  SessionsPurge: 'sessions.purge',
  ModerationDecide: 'moderation.decide',
  SubmissionReceived: 'submissions.received',
  SubmissionsSweep: 'submissions.sweep',
  SocialPublish: 'social.publish',
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

/** What a moderator decides on (the values of the gateway's ModeratedItemType). */
export type ModeratedItemKind =
  | 'news'
  | 'review'
  | 'submitted-news'
  | 'submitted-event'
  | 'submitted-social';

/**
 * A moderator's decision on one pending item. Its job id is `jobId(ModerationDecide, itemType,
 * itemId)`: one decision job per item, whoever sends it and however often.
 */
export interface ModerationDecidePayload {
  itemType: ModeratedItemKind;
  itemId: string;
  approved: boolean;
  moderatorId: string;
  reason: string | null;
  /** When the moderator sent it (ISO); the audit entry's time is when the worker applied it. */
  requestedAt: string;
}

/** What the decision job answers (the gateway waits for it). */
export interface ModerationDecideResult {
  /** True when this decision is the one recorded for the item (also on a re-run of it). */
  applied: boolean;
  /** The item's status after the job: approved, rejected (or pending if it vanished). */
  status: 'pending' | 'approved' | 'rejected' | 'missing';
  approved: boolean | null;
  moderatorId: string | null;
}

/** A member's submission was stored as pending: tell the moderators. Id: jobId(name, id). */
export interface SubmissionReceivedPayload {
  submissionId: string;
}

/** Why the outbox and publication sweep runs; kept in the job for the logs. */
export type SubmissionsSweepReason = 'schedule' | 'startup' | 'manual';

export interface SubmissionsSweepPayload {
  reason: SubmissionsSweepReason;
}

/** Publish one approved social post (delayed until its scheduledShare). Id: jobId(name, id). */
export interface SocialPublishPayload {
  submissionId: string;
}

export interface JobPayloads {
  [JobName.StatsRecount]: StatsRecountPayload;
  [JobName.SessionsPurge]: SessionsPurgePayload;
  [JobName.ModerationDecide]: ModerationDecidePayload;
  [JobName.SubmissionReceived]: SubmissionReceivedPayload;
  [JobName.SubmissionsSweep]: SubmissionsSweepPayload;
  [JobName.SocialPublish]: SocialPublishPayload;
}

/** The payload of one job. Fails to compile if a `JobName` has no entry in `JobPayloads`. */
export type JobOf<N extends JobName> = JobPayloads[N];

const jobQueues = {
  [JobName.StatsRecount]: QueueName.Stats,
  [JobName.SessionsPurge]: QueueName.Maintenance,
  [JobName.ModerationDecide]: QueueName.Moderation,
  [JobName.SubmissionReceived]: QueueName.Submissions,
  [JobName.SubmissionsSweep]: QueueName.Submissions,
  [JobName.SocialPublish]: QueueName.Publishing,
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
