// What an experiment left behind, read from the database, the storage folder and Redis, held
// against every answer the load received:
//   lost     a promise the final state does not keep (an accepted decision not applied or its
//            audit entry, notification or news item missing; a 201 submission without its row or
//            its moderators' notice; a due approved post unpublished; a 201 upload without its
//            row or file; any document row without a file)
//   doubled  an effect that happened more than once (audit entries, notifications, publications)
//   stuck    kept late or left over: a post published later than CHAOS_LATE_MS after it fell due
//            (or after the fault ended), an orphan file or `.partial` older than the cleanup's
//            age, a stats snapshot that differs from a recount, a recurring job without its
//            scheduler
//   errors   answers that break the contract: 5xx other than 503, 409 for the moderator's own
//            retry, no answer from a gateway the suite did not touch, a decision that ended
//            other than decided
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { classifyDecision, type Ledger, messageOf } from './load.ts';
import { CHAOS_MEMBERS, MODERATOR_EMAIL, REDIS_PREFIX } from './stack.ts';

export type FindingKind = 'lost' | 'doubled' | 'stuck' | 'error';

export interface Finding {
  kind: FindingKind;
  what: string;
  count: number;
  examples: string[];
}

export interface CheckContext {
  ledger: Ledger;
  databaseUrl: string;
  redisUrl: string;
  storageDir: string;
  /** When the fault was over (the process or service back). */
  faultEndedAt: number;
  lateMs: number;
  /** Files younger than this may still be removed by the orphan cleanup. */
  orphanGraceMs: number;
  /** Processes that failed on their own or on SIGTERM. */
  processFailures: readonly string[];
  /** The e-mails the experiment's SMTP server took, when it has one. */
  caughtMail?: () => readonly { headers: Record<string, string> }[];
}

export interface CheckResult {
  operations: number;
  findings: Finding[];
  totals: Record<FindingKind, number>;
  /** The slowest 503 (ms): outages should be answered quickly. */
  slowest503Ms: number;
  statuses: Record<string, number>;
}

class Findings {
  readonly list: Finding[] = [];

  add(kind: FindingKind, what: string, example?: string, count = 1): void {
    if (count <= 0) return;
    let finding = this.list.find((entry) => entry.kind === kind && entry.what === what);
    if (!finding) {
      finding = { kind, what, count: 0, examples: [] };
      this.list.push(finding);
    }
    finding.count += count;
    if (example && finding.examples.length < 3) finding.examples.push(example);
  }
}

const SCHEDULERS = [
  ['stats', 'stats.recount'],
  ['maintenance', 'sessions.purge'],
  ['submissions', 'submissions.sweep'],
] as const;

export async function check(context: CheckContext): Promise<CheckResult> {
  const { ledger } = context;
  const findings = new Findings();
  const sql = new pg.Client({ connectionString: context.databaseUrl });
  await sql.connect();
  try {
    await checkAnswers(context, findings);
    await checkDecisions(context, sql, findings);
    await checkSubmissions(context, sql, findings);
    await checkPublications(context, sql, findings);
    await checkUploads(context, sql, findings);
    await checkStats(sql, findings);
    await checkNoticeMails(context, sql, findings);
  } finally {
    await sql.end();
  }
  await checkSchedulers(context.redisUrl, findings);
  for (const failure of context.processFailures) {
    findings.add('error', 'process failed', failure.split('\n')[0]);
  }

  const totals: Record<FindingKind, number> = { lost: 0, doubled: 0, stuck: 0, error: 0 };
  for (const finding of findings.list) totals[finding.kind] += finding.count;
  const statuses: Record<string, number> = {};
  let slowest503Ms = 0;
  for (const { answer } of ledger.answers) {
    const key = String(answer.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (answer.status === 503) slowest503Ms = Math.max(slowest503Ms, answer.ms);
  }
  return {
    operations: ledger.answers.length,
    findings: findings.list,
    totals,
    slowest503Ms,
    statuses,
  };
}

/** Answers that are wrong whatever the final state. */
async function checkAnswers(context: CheckContext, findings: Findings): Promise<void> {
  for (const { what, answer } of context.ledger.answers) {
    const label = `${what}: ${answer.status} ${messageOf(answer).slice(0, 80)}`.trim();
    if (typeof answer.status === 'number') {
      if (answer.status >= 500 && answer.status !== 503)
        findings.add('error', `${answer.status} answer`, label);
      if (answer.status === 503 && answer.retryAfter === null) {
        findings.add('error', '503 without Retry-After', label);
      }
    } else if (!answer.cut) {
      findings.add('error', `${answer.status} from a running gateway`, label);
    }
  }
}

async function checkDecisions(context: CheckContext, sql: pg.Client, findings: Findings) {
  const records = [...context.ledger.decisions.values()];
  const { rows } = await sql.query<{
    id: string;
    status: string;
    audits: number;
    audit_decision: string | null;
    news: number;
  }>(
    `select s.id, s.status,
       (select count(*)::int from moderation_audit_entries a where a.item_id = s.id) as audits,
       (select min(a.decision) from moderation_audit_entries a where a.item_id = s.id) as audit_decision,
       (select count(*)::int from news_items n where n.id = s.id) as news
     from content_submissions s where s.id = any($1::uuid[])`,
    [records.map((record) => record.itemId)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const record of records) {
    const row = byId.get(record.itemId);
    const expected = record.approved ? 'approved' : 'rejected';
    const outcomes = record.answers.map(classifyDecision);
    const accepted = outcomes.includes('accepted');
    const example = `${record.kind} ${record.itemId} (${record.answers.map((a) => a.status).join(' → ')})`;
    if (outcomes.includes('conflict'))
      findings.add('error', "409 for the moderator's own decision", example);
    if (!row) {
      findings.add('lost', 'decided item missing', example);
      continue;
    }
    if (row.audits > 1) findings.add('doubled', 'audit entries', example, row.audits - 1);
    if (row.status === 'pending') {
      if (accepted) findings.add('lost', 'accepted decision not applied', example);
      continue;
    }
    if (row.status !== expected) {
      findings.add(accepted ? 'lost' : 'error', 'decision applied differently', example);
    }
    if (row.audits === 0) findings.add('lost', 'audit entry of a decision', example);
    else if (row.audit_decision !== row.status)
      findings.add('error', 'audit entry differs from the status', example);
    if (record.kind === 'news' && row.status === 'approved' && row.news !== 1) {
      findings.add('lost', 'news item of an approved submission', example);
    }
  }

  // One notification per decision, counted per author (each chaos member's own items only).
  const perAuthor = await sql.query<{ email: string; decided: number; notified: number }>(
    `select u.email,
       (select count(*)::int from content_submissions s
         where s.author_id = u.id and s.status <> 'pending') as decided,
       (select count(*)::int from notifications n where n.recipient_id = u.id
         and n.kind in ('submission_approved', 'submission_rejected')) as notified
     from users u where u.email = any($1)`,
    [CHAOS_MEMBERS],
  );
  for (const row of perAuthor.rows) {
    findings.add('lost', 'decision notifications', row.email, row.decided - row.notified);
    findings.add('doubled', 'decision notifications', row.email, row.notified - row.decided);
  }
}

async function checkSubmissions(context: CheckContext, sql: pg.Client, findings: Findings) {
  const submissions = context.ledger.submissions;
  const accepted = submissions.filter((record) => record.answer?.status === 201 && record.id);
  const { rows } = await sql.query<{ id: string; notified: boolean }>(
    `select id, moderators_notified_at is not null as notified
       from content_submissions where id = any($1::uuid[])`,
    [accepted.map((record) => record.id)],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const record of accepted) {
    const row = found.get(record.id ?? '');
    if (!row) findings.add('lost', 'submission answered 201 but missing', record.title);
    else if (!row.notified)
      findings.add('lost', "moderators' notice of a submission", record.title);
  }
  // Refused or unanswered submissions: absent, or recorded and handled like any other.
  const others = submissions.filter((record) => record.answer && record.answer.status !== 201);
  const recorded = await sql.query<{ label: string; notified: boolean }>(
    `select coalesce(title, content) as label, moderators_notified_at is not null as notified
       from content_submissions where coalesce(title, content) = any($1)`,
    [others.map((record) => record.title)],
  );
  for (const row of recorded.rows) {
    if (!row.notified)
      findings.add('stuck', 'submission recorded despite its answer, never announced', row.label);
  }
  // One notice per submission for the moderator: what was announced during the experiment.
  const since = new Date(context.ledger.startedAt - 1000).toISOString();
  const notices = await sql.query<{ announced: number; notices: number }>(
    `select
       (select count(*)::int from content_submissions where moderators_notified_at >= $2) as announced,
       (select count(*)::int from notifications n join users m on m.id = n.recipient_id
         where m.email = $1 and n.kind = 'submission_received' and n.created_at >= $2) as notices`,
    [MODERATOR_EMAIL, since],
  );
  const counts = notices.rows[0];
  if (counts) {
    findings.add('lost', "moderators' notices", MODERATOR_EMAIL, counts.announced - counts.notices);
    findings.add(
      'doubled',
      "moderators' notices",
      MODERATOR_EMAIL,
      counts.notices - counts.announced,
    );
  }
}

async function checkPublications(context: CheckContext, sql: pg.Client, findings: Findings) {
  const social = [...context.ledger.decisions.values()].filter(
    (record) => record.kind === 'social',
  );
  const { rows } = await sql.query<{
    id: string;
    status: string;
    due: Date | null;
    publications: number;
    published_at: Date | null;
    overdue: boolean;
  }>(
    `select s.id, s.status, s.scheduled_share as due, count(p.id)::int as publications,
       min(p.published_at) as published_at, s.scheduled_share < now() - interval '2 seconds' as overdue
     from content_submissions s left join social_publications p on p.submission_id = s.id
     where s.id = any($1::uuid[]) group by s.id`,
    [social.map((record) => record.itemId)],
  );
  for (const row of rows) {
    if (row.status !== 'approved') continue;
    if (row.publications > 1) findings.add('doubled', 'publications', row.id, row.publications - 1);
    if (row.publications === 0) {
      if (row.overdue) findings.add('lost', 'due post not published', row.id);
      continue;
    }
    const due = row.due ? row.due.getTime() : 0;
    const reference = Math.max(due, context.faultEndedAt);
    const late = (row.published_at?.getTime() ?? 0) - reference;
    if (late > context.lateMs) {
      findings.add(
        'stuck',
        `post published over ${context.lateMs / 1000} s late`,
        `${row.id} (${(late / 1000).toFixed(0)} s)`,
      );
    }
  }
}

async function checkUploads(context: CheckContext, sql: pg.Client, findings: Findings) {
  const answered = context.ledger.uploads.filter((record) => record.answer?.status === 201);
  const ids = answered.flatMap((record) => record.ids);
  const { rows: kept } = await sql.query<{ id: string }>(
    'select id from documents where id = any($1::uuid[])',
    [ids],
  );
  const keptIds = new Set(kept.map((row) => row.id));
  for (const record of answered) {
    for (const id of record.ids) {
      if (!keptIds.has(id))
        findings.add('lost', 'upload answered 201 without its row', record.title);
    }
  }
  const { rows: documents } = await sql.query<{ storage_key: string; title: string }>(
    'select storage_key, title from documents',
  );
  const keys = new Set(documents.map((row) => row.storage_key));
  for (const row of documents) {
    if (!existsSync(join(context.storageDir, row.storage_key.slice(0, 2), row.storage_key))) {
      findings.add('lost', 'document row without its file', row.title);
    }
  }
  const now = Date.now();
  for (const file of await filesUnder(context.storageDir)) {
    const name = file.path.split('/').at(-1) ?? '';
    const orphan = name.endsWith('.partial') || !keys.has(name);
    if (!orphan) continue;
    if (now - file.mtimeMs < context.orphanGraceMs) continue;
    findings.add(
      'stuck',
      name.endsWith('.partial') ? '.partial file left' : 'file without a row',
      name,
    );
  }
}

async function filesUnder(dir: string): Promise<{ path: string; mtimeMs: number }[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: { path: string; mtimeMs: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (info) files.push({ path, mtimeMs: info.mtimeMs });
  }
  return files;
}

/** The worker's stats snapshot against a recount made now (the load has stopped). */
/**
 * Every notice e-mail recorded before the fault ended is sent (or dropped for a reason), and,
 * where the experiment has an SMTP server of its own, that server took each sent one exactly
 * once (its Message-ID is the row's).
 */
async function checkNoticeMails(
  context: CheckContext,
  sql: pg.Client,
  findings: Findings,
): Promise<void> {
  const { rows: unsent } = await sql.query<{ id: string }>(
    `select id from notice_mails where sent_at is null and dropped_at is null
       and send_after <= now() and created_at < $1`,
    [new Date(context.faultEndedAt).toISOString()],
  );
  if (unsent.length > 0)
    findings.add('stuck', 'notice e-mail not sent', unsent[0]?.id, unsent.length);
  if (!context.caughtMail) return;
  const taken = new Map<string, number>();
  for (const mail of context.caughtMail()) {
    const id = /<notice-([0-9a-f-]{36})@/.exec(mail.headers['message-id'] ?? '')?.[1];
    if (id) taken.set(id, (taken.get(id) ?? 0) + 1);
  }
  const { rows: sent } = await sql.query<{ id: string }>(
    'select id from notice_mails where sent_at is not null',
  );
  for (const { id } of sent) {
    const times = taken.get(id) ?? 0;
    if (times === 0) findings.add('lost', 'notice e-mail marked sent, never taken', id);
    if (times > 1) findings.add('doubled', 'notice e-mail taken more than once', id, times - 1);
  }
}

async function checkStats(sql: pg.Client, findings: Findings): Promise<void> {
  const { rows } = await sql.query<{ snapshot: string | null; recount: string }>(
    `select
       (select json_build_object('members', members, 'discussions', discussions,
          'documents', documents, 'pendingItems', pending_items)::text
          from stats_snapshots limit 1) as snapshot,
       json_build_object(
         'members', (select count(*)::int from users),
         'discussions', (select count(*)::int from discussions),
         'documents', (select count(*)::int from documents),
         'pendingItems', (select count(*)::int from news_items where status = 'pending')
           + (select count(*)::int from reviews where status = 'pending')
           + (select count(*)::int from content_submissions where status = 'pending'))::text as recount`,
  );
  const row = rows[0];
  if (row && row.snapshot !== row.recount) {
    findings.add(
      'stuck',
      'stats snapshot differs from a recount',
      `${row.snapshot} vs ${row.recount}`,
    );
  }
}

/** Each recurring job has its scheduler in Redis (keyed by name: one, however many workers). */
async function checkSchedulers(redisUrl: string, findings: Findings): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    for (const [queue, name] of SCHEDULERS) {
      const score = await redis.zscore(`${REDIS_PREFIX}:${queue}:repeat`, name);
      if (score === null) findings.add('stuck', 'recurring job without its scheduler', name);
    }
  } catch (error) {
    findings.add('error', 'Redis unreadable at the check', String(error));
  } finally {
    redis.disconnect();
  }
}
