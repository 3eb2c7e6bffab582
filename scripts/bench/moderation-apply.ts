// How fast pending decisions are applied: the worker (BullMQ wake-up jobs draining
// moderation_decisions in batches) against a raw baseline that runs the same SQL transaction
// from a plain loop of pg clients at the same concurrency, side by side in one run. Each side
// gets its own freshly recorded pending decisions on submitted news items.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createQueue,
  createRedisConnection,
  JobName,
  MODERATION_APPLY_SLOTS,
  moderationApplyOptions,
  QueueName,
} from '@portal/schema';
import pg from 'pg';

/** The worker's moderation concurrency (worker/src/worker-app.ts) and its batch size. */
export const APPLY_CONCURRENCY = MODERATION_APPLY_SLOTS;
const BATCH = 100;

export interface Actors {
  memberId: string;
  moderatorId: string;
}

export async function actorsOf(sql: pg.Client): Promise<Actors> {
  const id = async (email: string) =>
    (await sql.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]
      ?.id ?? '';
  return {
    memberId: await id('member@example.org'),
    moderatorId: await id('moderator@example.org'),
  };
}

/** `count` pending news submissions, each with a recorded (pending) approval; their ids. */
export async function recordPendingDecisions(
  sql: pg.Client,
  { memberId, moderatorId }: Actors,
  count: number,
): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `with items as (
       insert into content_submissions (id, type, status, author_id, title, content, priority,
         registration_required, social_media_promotion, queued_at, moderators_notified_at, created_at)
       select gen_random_uuid(), 'news', 'pending', $1, 'Bench news ' || n, 'Bench content.',
         'normal', false, false, now(), now(), now()
       from generate_series(1, $3::int) as n
       returning id)
     insert into moderation_decisions (id, item_type, item_id, approved, reason, moderator_id,
       created_at, attempts)
     select gen_random_uuid(), 'submitted-news', id, true, null, $2, now(), 0 from items
     returning id`,
    [memberId, moderatorId, count],
  );
  return rows.map((row) => row.id);
}

/**
 * CPU time a process has used (user + system, ms), from /proc: what a side costs per decision
 * whatever the machine's load (wall-clock rates swing with other work on a shared machine).
 */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Rows of values → one array per column, for `unnest`. */
function columns(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

async function countApplied(sql: pg.Client, ids: string[]): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'select count(*)::int as n from moderation_decisions where id = any($1::uuid[]) and applied_at is not null',
    [ids],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The raw baseline: what the worker's drain does for submitted news (the same statements per
 * decision and per batch), as plain SQL on plain pg clients, `APPLY_CONCURRENCY` loops at once,
 * until nothing is pending. Decisions per second.
 */
export async function rawApply(
  databaseUrl: string,
  sql: pg.Client,
  ids: string[],
): Promise<{ perSecond: number; cpuMsPerDecision: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: APPLY_CONCURRENCY });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const loop = async () => {
    const client = await pool.connect();
    try {
      for (;;) {
        await client.query('begin');
        const { rows } = await client.query<{
          id: string;
          item_id: string;
          approved: boolean;
          reason: string | null;
          moderator_id: string;
        }>(
          `select id, item_type, item_id, approved, reason, moderator_id from moderation_decisions
            where applied_at is null order by created_at limit $1 for update skip locked`,
          [BATCH],
        );
        const at = new Date().toISOString();
        const audits: unknown[][] = [];
        const notices: unknown[][] = [];
        for (const row of rows) {
          const { rows: items } = await client.query<{
            id: string;
            author_id: string;
            title: string | null;
            excerpt: string | null;
            content: string;
            scheduled_date: string | null;
          }>(
            `update content_submissions set status = 'approved', decided_at = $2, decided_by_id = $3,
               rejection_reason = null
             where id = $1 and type = 'news' and status = 'pending'
             returning id, author_id, title, excerpt, content, category, scheduled_date,
               scheduled_share, decided_at`,
            [row.item_id, at, row.moderator_id],
          );
          const item = items[0];
          if (!item) continue;
          await client.query(
            `insert into news_items (id, title, excerpt, content, author_id, category, status,
               published_at, created_at)
             values ($1, $2, $3, $4, $5, 'association-news', 'approved', $6, $7)
             on conflict (id) do nothing`,
            [
              item.id,
              item.title ?? '',
              item.excerpt,
              item.content,
              item.author_id,
              item.scheduled_date ?? at,
              at,
            ],
          );
          audits.push([randomUUID(), row.item_id, row.moderator_id, row.reason, at]);
          notices.push([randomUUID(), item.author_id, row.moderator_id, at]);
        }
        // As the worker: the batch's audit entries and notifications in one statement each.
        if (audits.length > 0) {
          await client.query(
            `insert into moderation_audit_entries (id, item_type, item_id, moderator_id, decision,
               reason, created_at)
             select id, 'submitted-news', item_id, moderator_id, 'approved', reason, created_at
             from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::timestamptz[])
               as t(id, item_id, moderator_id, reason, created_at)
             on conflict (item_type, item_id) do nothing`,
            columns(audits, 5),
          );
          await client.query(
            `insert into notifications (id, recipient_id, actor_id, kind, discussion_id,
               connection_id, read_at, created_at)
             select id, recipient_id, actor_id, 'submission_approved', null, null, null, created_at
             from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[])
               as t(id, recipient_id, actor_id, created_at)`,
            columns(notices, 4),
          );
        }
        if (rows.length > 0) {
          await client.query(
            'update moderation_decisions set applied_at = $2 where id = any($1::uuid[])',
            [rows.map((row) => row.id), at],
          );
        }
        await client.query('commit');
        if (rows.length < BATCH) return;
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: APPLY_CONCURRENCY }, loop));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await pool.end();
  const applied = await countApplied(sql, ids);
  if (applied !== ids.length) throw new Error(`raw baseline applied ${applied} of ${ids.length}`);
  return {
    perSecond: applied / seconds,
    cpuMsPerDecision: (cpu.user + cpu.system) / 1000 / applied,
  };
}

/**
 * The worker: one wake-up job per decision, as the API sends them in a burst, then the time
 * until every decision is applied. Decisions per second.
 */
export async function workerApply(
  options: { redisUrl: string; redisPrefix: string; workerPid: number | undefined },
  sql: pg.Client,
  ids: string[],
): Promise<{ perSecond: number; cpuMsPerDecision: number }> {
  const connection = createRedisConnection(options.redisUrl, { forRequests: false });
  const queue = createQueue(QueueName.Moderation, connection, options.redisPrefix);
  try {
    const started = performance.now();
    const cpuBefore = cpuMsOf(options.workerPid);
    for (let index = 0; index < ids.length; index += 1_000) {
      await queue.addBulk(
        ids.slice(index, index + 1_000).map((decisionId) => ({
          name: JobName.ModerationApply,
          data: { decisionId, reason: 'decision' as const },
          // As the gateway sends them.
          opts: moderationApplyOptions(),
        })),
      );
    }
    const deadline = Date.now() + 120_000;
    while ((await countApplied(sql, ids)) < ids.length) {
      if (Date.now() > deadline)
        throw new Error('The worker did not apply every decision in 2 min');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return {
      perSecond: ids.length / ((performance.now() - started) / 1000),
      cpuMsPerDecision: (cpuMsOf(options.workerPid) - cpuBefore) / ids.length,
    };
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
