// The reconciling sweep against a real worker, PostgreSQL and Redis: whatever happened to a job,
// the record in PostgreSQL gets it done. A publication whose job failed for good (it sits in the
// failed set under its deterministic id, where a plain re-add is ignored) is published once the
// publisher answers again, exactly once; a submission whose notice job was lost with Redis
// (queued, never notified) is announced.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { JobName, jobId, QueueName } from '@portal/schema';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announced, type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

let p: Pipeline;
let webhook: Server;
let webhookStatus = 502;
const webhookCalls: number[] = [];

beforeAll(async () => {
  webhook = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      webhookCalls.push(webhookStatus);
      response.writeHead(webhookStatus).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const address = webhook.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.SOCIAL_WEBHOOK_URL = `http://127.0.0.1:${port}/publish`;
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  p = await startPipeline({ worker: false });
}, 60_000);

afterAll(async () => {
  await p?.close();
  await new Promise((resolve) => webhook?.close(resolve));
  delete process.env.SOCIAL_WEBHOOK_URL;
  delete process.env.SUBMISSIONS_SWEEP_MS;
});

async function insertSubmission(values: {
  type: 'news' | 'social';
  status: 'pending' | 'approved';
  queued: boolean;
  scheduledShare?: Date;
  /** Whether the moderators were told already (by default: once it is decided). */
  notified?: boolean;
}): Promise<string> {
  const id = randomUUID();
  await p.sql.query(
    `insert into content_submissions
       (id, type, status, author_id, title, content, platform, scheduled_share, decided_at, queued_at, moderators_notified_at)
     values ($1, $2, $3, $4, $5, 'Text', $6, $7, $8, $9, $10)`,
    [
      id,
      values.type,
      values.status,
      p.memberId,
      values.type === 'news' ? 'A news item' : null,
      values.type === 'social' ? 'linkedin' : null,
      values.scheduledShare ?? null,
      values.status === 'approved' ? new Date() : null,
      values.queued ? new Date() : null,
      (values.notified ?? values.status === 'approved') ? new Date() : null,
    ],
  );
  return id;
}

const publications = async (submissionId: string) =>
  (
    await p.sql.query<{ n: number }>(
      'select count(*)::int as n from social_publications where submission_id = $1',
      [submissionId],
    )
  ).rows[0]?.n;

describe('the sweep', () => {
  it('publishes once a due post whose publication job failed for good', async () => {
    const postId = await insertSubmission({
      type: 'social',
      status: 'approved',
      queued: true,
      scheduledShare: new Date(Date.now() - 60_000),
    });
    // The job the delayed publication left: one attempt, which the failing publisher fails.
    const queue = new Queue(QueueName.Publishing, {
      connection: { url: p.gateway.config.redisUrl },
      prefix: p.gateway.config.redisPrefix,
    });
    const id = jobId(JobName.SocialPublish, postId);
    await queue.add(JobName.SocialPublish, { submissionId: postId }, { jobId: id, attempts: 1 });
    await p.startWorker();
    // The planted job fails for good at once; then the sweep's own job keeps failing with it.
    await waitFor(async () => webhookCalls.length >= 2, {
      timeoutMs: 20_000,
      what: 'the publication to fail for good and be requeued',
    });
    expect(await publications(postId)).toBe(0);

    webhookStatus = 200;
    await waitFor(async () => (await publications(postId)) === 1, {
      timeoutMs: 20_000,
      what: 'the sweep to publish the post',
    });
    // A few more sweeps: still one publication, and the publisher was told once.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await publications(postId)).toBe(1);
    expect(webhookCalls.filter((status) => status === 200)).toHaveLength(1);
    await queue.close();
  }, 40_000);

  it('announces a submission whose notice job was lost (queued, never notified)', async () => {
    if (!p.worker) await p.startWorker();
    const notices = async () =>
      (
        await p.sql.query<{ n: number }>(
          "select count(*)::int as n from notifications where kind = 'submission_received'",
        )
      ).rows[0]?.n ?? 0;
    const staff = (
      await p.sql.query<{ n: number }>(
        "select count(*)::int as n from users where role in ('moderator', 'admin')",
      )
    ).rows[0]?.n;
    const before = await notices();
    const submissionId = await insertSubmission({ type: 'news', status: 'pending', queued: true });
    await waitFor(() => announced(p.sql, submissionId), {
      what: 'the moderators told of the submission',
    });
    expect(await notices()).toBe(before + (staff ?? 0));
  }, 20_000);

  it('announces a submission decided before its notice was sent (accepted while Redis was down)', async () => {
    if (!p.worker) await p.startWorker();
    // A decision recorded during the outage can be applied before the sweep's next pass: the
    // moderators were still promised the notice of the submission.
    const submissionId = await insertSubmission({
      type: 'news',
      status: 'approved',
      queued: false,
      notified: false,
    });
    await waitFor(() => announced(p.sql, submissionId), {
      what: 'the moderators told of the decided submission',
    });
  }, 20_000);
});
