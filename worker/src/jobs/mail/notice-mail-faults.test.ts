// Exactly once across a worker killed mid-send: the worker process (started here, killed by its
// PID) holds the outbox row's lock while the SMTP server has not yet answered; killed then, its
// transaction ends with it, the server never said 250, and the next worker sends the e-mail once.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MailCatcher } from '@portal/gateway/mail/mail-catcher';
import { graphql, killWithThisProcess } from '@portal/gateway/test/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

const builtMain = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));
const PUBLIC_URL = 'https://portal.example.org';

let p: Pipeline;
let catcher: MailCatcher;
let held: { reached: () => void; release: () => void } | null = null;
let reached: Promise<void> = Promise.resolve();
const children: ChildProcess[] = [];

beforeAll(async () => {
  let signalReached = () => {};
  reached = new Promise<void>((resolve) => {
    signalReached = resolve;
  });
  catcher = await MailCatcher.start({
    holdData: () => {
      if (!held) return undefined;
      held.reached();
      return new Promise<void>((resolve) => {
        if (held) held.release = resolve;
      });
    },
  });
  held = { reached: signalReached, release: () => {} };
  process.env.MESSAGE_MAIL_DELAY_MINUTES = '0';
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  p = await startPipeline({
    worker: false,
    config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL },
  });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  held?.release();
  await p?.close();
  await catcher?.close();
  delete process.env.MESSAGE_MAIL_DELAY_MINUTES;
  delete process.env.SUBMISSIONS_SWEEP_MS;
}, 60_000);

function spawnWorker(): ChildProcess {
  const child = spawn(process.execPath, [builtMain], {
    env: {
      ...process.env,
      DATABASE_URL: p.gateway.config.databaseUrl,
      REDIS_URL: p.gateway.config.redisUrl,
      REDIS_PREFIX: p.gateway.config.redisPrefix,
      SMTP_URL: catcher.url,
      PUBLIC_URL,
      STATS_INTERVAL_MS: '3600000',
      WORKER_LOCK_MS: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  killWithThisProcess(child);
  return child;
}

it('SIGKILL while the SMTP server has the message unanswered: sent once by the next worker', async () => {
  if (!existsSync(builtMain)) {
    throw new Error(`${builtMain} is missing: run "npm run build" first (npm test does).`);
  }
  const subject = `Hearing moved ${Date.now()}`;
  const sent = await graphql(
    p.gateway.app,
    'mutation($to: UUID!, $s: String!) { sendMessage(input: { recipientId: $to, subject: $s, content: "To Thursday." }) { id } }',
    { token: p.tokens.member, variables: { to: p.moderatorId, s: subject } },
  );
  expect(sent.body.errors).toBeUndefined();

  const first = spawnWorker();
  await reached;
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  // The server now answers, to a client that is gone: no 250 reached it, nothing is kept.
  const letGo = held;
  held = null;
  letGo?.release();

  const row = async () =>
    (
      await p.sql.query<{ sent_at: Date | null; n: number }>(
        `select m.sent_at from notice_mails m join messages x on x.id = m.message_id where x.subject = $1`,
        [subject],
      )
    ).rows[0];
  expect((await row())?.sent_at).toBeNull();

  await p.startWorker();
  await waitFor(async () => (await row())?.sent_at, { what: 'the e-mail sent', timeoutMs: 30_000 });
  // A little longer: the stalled job of the killed worker and the sweep both had their chance.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(catcher.mails.filter((mail) => mail.text.includes(subject))).toHaveLength(1);
}, 90_000);
