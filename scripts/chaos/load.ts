// The steady, bounded load of one experiment and its ledger of every answer: members submit
// news and social posts (scheduled a few seconds ahead) and upload documents, the moderator
// decides (REST) and, like a person, tries again later when the answer was no answer, a refusal
// or "queued" (a retry of a decision already applied must not answer 409).
import type { Answer, Client } from './client.ts';
import type { ChaosOptions } from './options.ts';

export type DecisionOutcome = 'accepted' | 'refused' | 'unknown' | 'conflict' | 'error';

export interface DecisionRecord {
  itemId: string;
  kind: 'news' | 'social';
  approved: boolean;
  answers: Answer[];
}

export interface SubmissionRecord {
  title: string;
  kind: 'news' | 'social';
  authorEmail: string;
  answer: Answer;
  id: string | undefined;
  scheduledShare: string | null;
}

export interface UploadRecord {
  title: string;
  answer: Answer;
  ids: string[];
}

export interface Ledger {
  experiment: string;
  startedAt: number;
  submissions: SubmissionRecord[];
  decisions: Map<string, DecisionRecord>;
  uploads: UploadRecord[];
  /** Every answer, for the operation count and the error list. */
  answers: { what: string; answer: Answer }[];
  skippedTicks: number;
}

export interface Sessions {
  members: { email: string; cookie: string }[];
  moderator: string;
}

// A 503 that promises the decision (main's "queued … will be applied") is an acceptance.
const PROMISE = /queued|will be applied|not applied it yet|accepted/i;

export function classifyDecision(answer: Answer): DecisionOutcome {
  if (typeof answer.status !== 'number') return answer.cut ? 'unknown' : 'error';
  if (answer.status >= 200 && answer.status < 300) return 'accepted';
  if (answer.status === 409) return 'conflict';
  if (answer.status === 503) return PROMISE.test(messageOf(answer)) ? 'accepted' : 'refused';
  return 'error';
}

export function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
}

/** The repeating pattern of operations (8 ticks): 2 submissions, 4 decisions, 1 post, 1 upload. */
const PATTERN = [
  'submit',
  'decide',
  'decide',
  'upload',
  'submit',
  'decide',
  'social',
  'decide',
] as const;
type Op = (typeof PATTERN)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Load {
  readonly ledger: Ledger;
  private readonly client: Client;
  private readonly sessions: Sessions;
  private readonly options: ChaosOptions;
  private readonly pool: string[] = [];
  private readonly retries: { itemId: string; notBefore: number }[] = [];
  private readonly running = new Set<Promise<void>>();
  private tick = 0;
  private paused = false;
  private stopped = false;
  private loop: Promise<void> | undefined;
  /** Overrides the pattern (e.g. uploads only while a gateway is about to be killed). */
  private only: Op | undefined;

  constructor(client: Client, sessions: Sessions, options: ChaosOptions, experiment: string) {
    this.client = client;
    this.sessions = sessions;
    this.options = options;
    this.ledger = {
      experiment,
      startedAt: Date.now(),
      submissions: [],
      decisions: new Map(),
      uploads: [],
      answers: [],
      skippedTicks: 0,
    };
  }

  /** Submissions to decide later, sent before the load starts. */
  async prefill(count: number): Promise<void> {
    const batch = Array.from({ length: count }, () => this.submit('news'));
    await Promise.all(batch);
  }

  start(): void {
    const interval = 1000 / this.options.rate;
    const began = performance.now();
    this.loop = (async () => {
      while (!this.stopped) {
        this.tick += 1;
        await sleep(Math.max(0, began + this.tick * interval - performance.now()));
        if (this.stopped) break;
        if (this.paused) continue;
        if (this.client.busy >= this.options.maxInFlight) {
          this.ledger.skippedTicks += 1;
          continue;
        }
        const op = this.only ?? PATTERN[this.tick % PATTERN.length] ?? 'submit';
        this.track(this.run(op));
      }
    })();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  focus(op: Op | undefined): void {
    this.only = op;
  }

  uploadsInFlight(gateway: number): number {
    return this.client.inFlight.get(gateway)?.uploads ?? 0;
  }

  /** Stops starting operations; then retries what is unsettled once more and waits for all. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
    await this.settleInFlight();
    // One last round of retries for decisions without an acceptance: what a moderator would do
    // once the portal answers again.
    const due = this.retries.splice(0);
    await Promise.all(due.map((retry) => this.decide(retry.itemId)));
    await this.settleInFlight();
  }

  private async settleInFlight(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private track(operation: Promise<void>): void {
    const tracked = operation.catch((error: unknown) => {
      console.error(`chaos load: ${String(error)}`);
    });
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  private async run(op: Op): Promise<void> {
    switch (op) {
      case 'submit':
        return this.submit('news');
      case 'social':
        return this.submit('social');
      case 'upload':
        return this.upload();
      case 'decide': {
        const retry = this.retries.findIndex((entry) => entry.notBefore <= Date.now());
        if (retry >= 0) {
          const [entry] = this.retries.splice(retry, 1);
          if (entry) return this.decide(entry.itemId);
        }
        const itemId = this.pool.shift();
        return itemId ? this.decide(itemId) : this.submit('news');
      }
    }
  }

  private record(what: string, answer: Answer): Answer {
    this.ledger.answers.push({ what, answer });
    return answer;
  }

  private member(n: number): { email: string; cookie: string } {
    const members = this.sessions.members;
    const member = members[n % members.length];
    if (!member) throw new Error('no member session');
    return member;
  }

  private async submit(kind: 'news' | 'social'): Promise<void> {
    const n = this.ledger.submissions.length;
    const author = this.member(n);
    const title = `chaos ${this.ledger.experiment} ${kind} ${n}`;
    // Due 5 to 9 s from now: within the experiment, often during the fault.
    const scheduledShare =
      kind === 'social' ? new Date(Date.now() + 5_000 + (n % 5) * 1_000).toISOString() : null;
    const json =
      kind === 'news'
        ? { title, content: `Content of ${title}.` }
        : { content: title, platform: 'linkedin', scheduledShare };
    const record: SubmissionRecord = {
      title,
      kind,
      authorEmail: author.email,
      answer: undefined as unknown as Answer,
      id: undefined,
      scheduledShare,
    };
    this.ledger.submissions.push(record);
    const answer = this.record(
      `submit ${kind}`,
      await this.client.send({
        method: 'POST',
        path: `/api/admin/content/${kind}`,
        cookie: author.cookie,
        json,
      }),
    );
    record.answer = answer;
    if (answer.status !== 201) return;
    const id = (answer.body as { id?: string } | undefined)?.id;
    record.id = id;
    if (!id) return;
    // A scheduled post is approved at once; a news item waits in the moderator's queue.
    if (kind === 'social') await this.decide(id, 'social');
    else this.pool.push(id);
  }

  private async decide(itemId: string, kind?: 'news' | 'social'): Promise<void> {
    let record = this.ledger.decisions.get(itemId);
    if (!record) {
      const n = this.ledger.decisions.size;
      // One news item in five is rejected; scheduled posts are approved.
      record = {
        itemId,
        kind: kind ?? 'news',
        approved: kind === 'social' || n % 5 !== 4,
        answers: [],
      };
      this.ledger.decisions.set(itemId, record);
    }
    const answer = this.record(
      `decide ${record.kind}`,
      await this.client.send({
        method: 'POST',
        path: `/api/admin/content/${record.kind}/${itemId}/approve`,
        cookie: this.sessions.moderator,
        json: record.approved
          ? { approved: true }
          : { approved: false, reason: 'Rejected by the chaos suite.' },
      }),
    );
    record.answers.push(answer);
    const outcome = classifyDecision(answer);
    const attempts = record.answers.length;
    const acceptedBy503 = outcome === 'accepted' && answer.status === 503;
    // Unsettled: try again later (at most 6 times). "Queued" 503s: every other item is tried
    // once more, the way a moderator clicks again; the rest test the promise alone.
    const again =
      (outcome === 'refused' || outcome === 'unknown') && attempts < 6
        ? true
        : acceptedBy503 && attempts === 1 && this.ledger.decisions.size % 2 === 0;
    if (again) {
      const retryAfter = Number(answer.retryAfter);
      const waitMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 2_000;
      this.retries.push({ itemId, notBefore: Date.now() + Math.min(waitMs, 10_000) });
    }
  }

  private async upload(): Promise<void> {
    const n = this.ledger.uploads.length;
    const author = this.member(n);
    const title = `chaos ${this.ledger.experiment} upload ${n}`;
    const record: UploadRecord = { title, answer: undefined as unknown as Answer, ids: [] };
    this.ledger.uploads.push(record);
    const answer = this.record(
      'upload',
      await this.client.send({
        method: 'POST',
        path: '/api/documents',
        cookie: author.cookie,
        multipart: {
          fields: { title, description: 'Uploaded by the chaos suite.' },
          fileName: `chaos-${n}.txt`,
          bytes: this.options.uploadBytes,
          bytesPerSecond: this.options.uploadBytesPerSecond,
        },
      }),
    );
    record.answer = answer;
    if (answer.status === 201 && Array.isArray(answer.body)) {
      record.ids = answer.body.map((row) => String((row as { id?: unknown }).id));
    }
  }
}
