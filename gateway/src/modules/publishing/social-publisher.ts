// Publishers of approved social posts, one per platform. By default a post is published by
// recording it (the record is what /social-connect's recent activity lists); with
// SOCIAL_WEBHOOK_URL set (or SOCIAL_WEBHOOK_URL_<PLATFORM> for one platform) it is also POSTed to
// that webhook (e.g. an automation service holding the networks' credentials) before it counts
// as published.

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { readSetting } from '../../settings/read-environment.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { WebhookEventType } from '../../values/webhook-values.js';
import { recordWebhookEvent } from '../webhooks/index.js';

export interface SocialPost {
  id: string;
  platform: string | null;
  content: string;
  hashtags: string | null;
  postUrl: string | null;
  targetAudience: string | null;
  scheduledShare: Date | null;
}

export interface PublishedPost {
  publisher: string;
  externalUrl: string | null;
}

export interface SocialPublisher {
  readonly name: string;
  publish(post: SocialPost): Promise<PublishedPost>;
}

/** Publishes by keeping the record only. */
export const recordPublisher: SocialPublisher = {
  name: 'record',
  publish: async (post) => ({ publisher: 'record', externalUrl: post.postUrl }),
};

/**
 * POSTs the post as JSON to `url`; any 2xx publishes it (a JSON answer's `url` is kept as the
 * external link). The `Idempotency-Key` header is the post's id: a job re-run after a crash
 * between the webhook's answer and the record may call again, and the receiver can drop it.
 */
export function webhookPublisher(
  url: string,
  secret?: string,
  timeoutMs = 10_000,
): SocialPublisher {
  return {
    name: 'webhook',
    async publish(post) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': post.id,
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        },
        body: JSON.stringify({
          id: post.id,
          platform: post.platform ?? 'multiple',
          content: post.content,
          hashtags: post.hashtags,
          postUrl: post.postUrl,
          targetAudience: post.targetAudience,
          scheduledShare: post.scheduledShare?.toISOString() ?? null,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`Social webhook answered ${response.status} ${response.statusText}`);
      }
      let externalUrl: string | null = post.postUrl;
      try {
        const body = (await response.json()) as { url?: unknown };
        if (typeof body.url === 'string') externalUrl = body.url;
      } catch {
        // A webhook need not answer JSON.
      }
      return { publisher: 'webhook', externalUrl };
    },
  };
}

/** Picks the publisher of each platform from the environment. */
export function socialPublishersFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): (platform: string | null) => SocialPublisher {
  const secret = readSetting('SOCIAL_WEBHOOK_SECRET', env);
  const fallback = readSetting('SOCIAL_WEBHOOK_URL', env);
  return (platform) => {
    // SOCIAL_WEBHOOK_URL_<PLATFORM>: a family of names, documented under SOCIAL_WEBHOOK_URL.
    const own = platform ? env[`SOCIAL_WEBHOOK_URL_${platform.toUpperCase()}`]?.trim() : undefined;
    const url = own || fallback;
    return url ? webhookPublisher(url, secret) : recordPublisher;
  };
}

export type PublishOutcome =
  | 'published'
  /** Published, and webhook deliveries were recorded: the caller wakes their delivery. */
  | 'published-with-webhooks'
  | 'already-published'
  | 'not-approved'
  | 'not-due';

/**
 * Publishes one approved social post once: the publication row is unique per post, so a re-run
 * (crash, sweep and delayed job both firing) finds it and does nothing. A post not yet due is
 * left for its delayed job.
 */
export async function publishSocialPost(
  em: EntityManager,
  submissionId: string,
  publisherOf: (platform: string | null) => SocialPublisher,
  now: () => Date = () => new Date(),
): Promise<PublishOutcome> {
  const db = tablesOf(em);
  const row = await db
    .selectFrom('content_submissions as s')
    .leftJoin('social_publications as p', 'p.submission_id', 's.id')
    .select([
      's.id',
      's.status',
      's.platform',
      's.content',
      's.hashtags',
      's.post_url',
      's.target_audience',
      's.scheduled_share',
      'p.id as publication_id',
    ])
    .where('s.id', '=', submissionId)
    .where('s.type', '=', SubmissionType.SOCIAL)
    .executeTakeFirst();
  if (!row || row.status !== SubmissionStatus.APPROVED) return 'not-approved';
  if (row.publication_id !== null) return 'already-published';
  const scheduledShare = row.scheduled_share === null ? null : new Date(row.scheduled_share);
  // A little early is fine (timer granularity); more than that waits for its delayed job.
  if (scheduledShare !== null && scheduledShare.getTime() - now().getTime() > 1_000) {
    return 'not-due';
  }
  const published = await publisherOf(row.platform).publish({
    id: row.id,
    platform: row.platform,
    content: row.content,
    hashtags: row.hashtags,
    postUrl: row.post_url,
    targetAudience: row.target_audience,
    scheduledShare,
  });
  // The publication row and its webhook event commit together; the row, unique per post, keeps
  // both to once.
  return em.transactional(async (tx) => {
    const inserted = await tablesOf(tx)
      .insertInto('social_publications')
      .values({
        id: randomUUID(),
        submission_id: row.id,
        platform: row.platform ?? 'multiple',
        publisher: published.publisher,
        external_url: published.externalUrl,
        scheduled_for: row.scheduled_share,
        published_at: now().toISOString(),
        created_at: now().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.constraint('social_publications_submission_unique').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'already-published';
    const deliveries = await recordWebhookEvent(tx, WebhookEventType.SOCIAL_PUBLISHED, {
      submissionId: row.id,
      platform: row.platform,
      externalUrl: published.externalUrl,
    });
    return deliveries > 0 ? 'published-with-webhooks' : 'published';
  });
}
