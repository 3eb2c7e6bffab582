// The whole moderation pipeline for the worker's integration tests: a test gateway (its own
// database copy and Redis prefix, demo data) and the real worker on the same database and Redis.

import type { Orm } from '@portal/gateway/exports/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/gateway/exports/db';
import type { AppConfig } from '@portal/gateway/settings/config';
import { signInAs, startTestGateway, type TestGateway } from '@portal/gateway/test/testing';
import pg from 'pg';
import { type Logger, pino } from 'pino';
import { startWorker, type WorkerApp } from '../worker-app.js';

export interface Pipeline {
  gateway: TestGateway;
  worker: WorkerApp | undefined;
  tokens: { member: string; moderator: string; admin: string };
  memberId: string;
  moderatorId: string;
  sql: pg.Client;
  startWorker(): Promise<WorkerApp>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export const workerLog = pino({ level: process.env.LOG_LEVEL === 'debug' ? 'debug' : 'silent' });

export async function startPipeline(
  options: {
    redisUrl?: string;
    worker?: boolean;
    config?: Partial<AppConfig>;
    /** The gateway's logger (silent by default), e.g. to show its warnings in a failure. */
    gatewayLogger?: Logger;
  } = {},
): Promise<Pipeline> {
  const gateway = await startTestGateway({
    seed: true,
    logger: options.gatewayLogger,
    config: { ...options.config, ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}) },
  });
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
  const tokens = {
    member: await signInAs(gateway.app, email('member'), DEMO_PASSWORD),
    moderator: await signInAs(gateway.app, email('moderator'), DEMO_PASSWORD),
    admin: await signInAs(gateway.app, email('admin'), DEMO_PASSWORD),
  };
  const sql = new pg.Client({ connectionString: gateway.config.databaseUrl });
  await sql.connect();
  const idOf = async (role: string) =>
    (await sql.query<{ id: string }>('select id from users where email = $1', [email(role)]))
      .rows[0]?.id ?? '';
  const pipeline: Pipeline = {
    gateway,
    worker: undefined,
    tokens,
    memberId: await idOf('member'),
    moderatorId: await idOf('moderator'),
    sql,
    async startWorker() {
      pipeline.worker = await startWorker({
        config: {
          databaseUrl: gateway.config.databaseUrl,
          redisUrl: gateway.config.redisUrl,
          redisPrefix: gateway.config.redisPrefix,
          statsIntervalMs: 3_600_000,
          storage: gateway.config.storage,
          scanner: gateway.config.scanner,
          smtpUrl: gateway.config.smtpUrl,
          mailFrom: gateway.config.mailFrom,
          publicUrl: gateway.config.publicUrl,
        },
        log: workerLog,
      });
      return pipeline.worker;
    },
    async stopWorker() {
      await pipeline.worker?.close();
      pipeline.worker = undefined;
    },
    async close() {
      await pipeline.stopWorker();
      await sql.end();
      await gateway.close();
    },
  };
  if (options.worker !== false) await pipeline.startWorker();
  return pipeline;
}

/** The admin cards counted independently of the service, straight from the tables. */
export async function recount(sql: pg.Client) {
  const { rows } = await sql.query<Record<string, number>>(`select
    (select count(*)::int from news_items where status = 'pending') as "pendingNews",
    (select count(*)::int from reviews where status = 'pending') as "pendingReviews",
    (select count(*)::int from consultation_requests) as "totalConsultations",
    (select count(*)::int from users) as "totalMembers",
    (select count(*)::int from content_submissions where status = 'pending') as "pendingContent",
    (select count(*)::int from news_items where status = 'pending')
      + (select count(*)::int from content_submissions where status = 'pending' and type = 'news')
      as "newsQueue",
    (select count(*)::int from content_submissions where status = 'pending' and type = 'event')
      as "eventsQueue",
    (select count(*)::int from content_submissions where status = 'pending' and type = 'social')
      as "socialQueue",
    (select count(distinct (discussion_id, reply_id))::int from post_flags where decided_at is null)
      as "flaggedPosts"`);
  return rows[0];
}

/** Whether the moderators have been told of the submission (its notice job ran). */
export async function announced(sql: pg.Client, submissionId: string): Promise<boolean> {
  const { rows } = await sql.query(
    'select 1 from content_submissions where id = $1 and moderators_notified_at is not null',
    [submissionId],
  );
  return rows.length === 1;
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  {
    timeoutMs = 10_000,
    everyMs = 50,
    what = 'condition',
  }: {
    timeoutMs?: number;
    everyMs?: number;
    /** Named in the failure; a function is asked then (e.g. for the logs seen by then). */
    what?: string | (() => string);
  } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${typeof what === 'function' ? what() : what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export type { Orm };

/**
 * Runs one teardown step for at most `ms`. The assertions have run by then: a step that hangs
 * (a worker still waiting on a connection the fault broke) is logged and left, so the steps after
 * it (stopping the file's own cluster, which ends such a wait) still run and the file ends.
 */
export async function teardownStep(what: string, step: () => Promise<unknown>, ms = 20_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    if ((await Promise.race([step(), late])) === 'late') {
      console.warn(`teardown: ${what} did not finish in ${ms} ms; going on`);
    }
  } finally {
    clearTimeout(timer);
  }
}
