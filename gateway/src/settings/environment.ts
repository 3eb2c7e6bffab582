// Every environment variable the gateway, the worker and `migrate` read, declared once: its
// type, bounds, default and meaning. read-environment.ts validates the environment against it
// (env-schema), config.ts and the load* functions shape the result, and
// scripts/generate-config-docs.ts writes docs/configuration.md from it.
import {
  type Static,
  type TBoolean,
  type TInteger,
  type TLiteral,
  type TSchema,
  type TString,
  type TUnion,
  Type,
} from 'typebox';
import { LOG_LEVELS } from '../logging/logger.js';

export type Reader = 'gateway' | 'worker' | 'migrate';

export type Section =
  | 'Connections and process'
  | 'Accounts, sign-in and sessions'
  | 'Rate limits of the API and the public forms'
  | 'GraphQL'
  | 'Mail'
  | 'Documents, photos and the virus scan'
  | 'Worker pipeline'
  | 'Discussions and moderation';

export interface Variable<S extends TSchema = TSchema> {
  schema: S;
  section: Section;
  usedBy: readonly Reader[];
  meaning: string;
  /** The default as the reference shows it, when it is not the schema's own `default`. */
  shownDefault?: string;
  /** What the refusal says after the name, when the type and bounds do not say it. */
  refusal?: string;
  /**
   * Read when used, not at start: a value out of bounds falls back to the default instead of
   * stopping the process (the settings tests change between runs of one process).
   */
  lenient?: true;
}

/** A schema with a default: the variable always has a value once read. */
export type Defaulted<S extends TSchema> = S & { default: unknown };

const withDefault = (fallback: unknown) => (fallback === undefined ? {} : { default: fallback });

function integer(minimum: number, maximum: number): TInteger;
function integer(minimum: number, maximum: number, fallback: number): Defaulted<TInteger>;
function integer(minimum: number, maximum: number, fallback?: number): TInteger {
  return Type.Integer({ minimum, maximum, ...withDefault(fallback) });
}
function boolean(): TBoolean;
function boolean(fallback: boolean): Defaulted<TBoolean>;
function boolean(fallback?: boolean): TBoolean {
  return Type.Boolean(withDefault(fallback));
}
function text(fallback?: undefined, pattern?: string): TString;
function text(fallback: string, pattern?: string): Defaulted<TString>;
function text(fallback?: string, pattern?: string): TString {
  return Type.String({ ...withDefault(fallback), ...(pattern ? { pattern } : {}) });
}
type Literals<T extends readonly string[]> = TUnion<TLiteral<T[number]>[]>;
function oneOf<const T extends readonly string[]>(values: T): Literals<T>;
function oneOf<const T extends readonly string[]>(
  values: T,
  fallback: T[number],
): Defaulted<Literals<T>>;
function oneOf<const T extends readonly string[]>(values: T, fallback?: T[number]): Literals<T> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    withDefault(fallback),
  ) as unknown as Literals<T>;
}

const GATEWAY = ['gateway'] as const;
const WORKER = ['worker'] as const;
const BOTH = ['gateway', 'worker'] as const;
const ALL = ['gateway', 'worker', 'migrate'] as const;
const DAY_S = 86_400;
const HOUR_MS = 3_600_000;
const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

const connections = 'Connections and process' as const;
const accounts = 'Accounts, sign-in and sessions' as const;
const limits = 'Rate limits of the API and the public forms' as const;
const graphql = 'GraphQL' as const;
const mail = 'Mail' as const;
const documents = 'Documents, photos and the virus scan' as const;
const worker = 'Worker pipeline' as const;
const discussions = 'Discussions and moderation' as const;

type SignInRule<N extends string> = {
  [K in `SIGNIN_${N}_MAX_FAILURES` | `SIGNIN_${N}_WINDOW_SECONDS`]: Variable<Defaulted<TInteger>>;
};

function signInRule<const N extends string>(name: N, what: string, failures: number) {
  return {
    [`SIGNIN_${name}_MAX_FAILURES`]: {
      schema: integer(1, 1_000_000, failures),
      section: accounts,
      usedBy: GATEWAY,
      meaning: `failed sign-ins ${what} before each further attempt is delayed`,
    },
    [`SIGNIN_${name}_WINDOW_SECONDS`]: {
      schema: integer(1, DAY_S, 900),
      section: accounts,
      usedBy: GATEWAY,
      meaning: 'the window in which those failures are counted',
    },
  } as unknown as SignInRule<N>;
}

export const ENVIRONMENT = {
  DATABASE_URL: {
    schema: text('postgres://postgres@127.0.0.1:5432/portal', '^postgres(ql)?://'),
    section: connections,
    usedBy: ALL,
    meaning: 'PostgreSQL connection (`postgres://` or `postgresql://`)',
    refusal: 'must start with postgres:// or postgresql://',
  },
  REDIS_URL: {
    schema: text('redis://127.0.0.1:6379', '^rediss?://'),
    section: connections,
    usedBy: BOTH,
    meaning: 'Redis connection (`redis://`, or `rediss://` for TLS)',
    refusal: 'must start with redis:// or rediss://',
  },
  REDIS_PREFIX: {
    schema: text('portal', '^[\\w{}.-]+$'),
    section: connections,
    usedBy: BOTH,
    meaning:
      'prefix of every queue and Redis key, so several portals can share a Redis (letters, digits, `_ - . { }`)',
    refusal: 'may only contain letters, digits and _ - . { }.',
  },
  HOST: {
    schema: text('127.0.0.1'),
    section: connections,
    usedBy: GATEWAY,
    meaning: 'the address the gateway listens on',
  },
  PORT: {
    schema: integer(0, 65_535, 3000),
    section: connections,
    usedBy: GATEWAY,
    meaning: 'the port the gateway listens on',
  },
  NODE_ENV: {
    schema: text(),
    section: connections,
    usedBy: ALL,
    meaning:
      '`production`: `Secure` session cookie, HSTS, `MFA_SECRET_KEY` and `PUBLIC_URL` required, the GraphQL IDE, introspection and suggestions off, no demo data by default; `test`: `API_CHECK_RESPONSES` on',
  },
  LOG_LEVEL: {
    schema: oneOf(LOG_LEVELS, 'info'),
    section: connections,
    usedBy: BOTH,
    meaning: 'the least severe log lines written; logs are JSON lines (pino)',
  },
  WEB_DIST: {
    schema: text(),
    section: connections,
    usedBy: GATEWAY,
    meaning: 'the built web app it serves (and, beside it, `web/dist-server` for the first HTML)',
    shownDefault: '`web/dist`',
  },
  PUBLIC_URL: {
    schema: text(undefined, '^https?://'),
    section: connections,
    usedBy: ALL,
    meaning:
      "the portal's public address, used in links it sends (invitations, reminders), canonical URLs, sitemaps and the WebSocket origin check; **required when `NODE_ENV=production`**; never taken from the request's `Host`",
    shownDefault: '`http://localhost:PORT` outside production',
    refusal: 'must be an http:// or https:// address.',
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    schema: integer(100, 3_600_000, 10_000),
    section: connections,
    usedBy: GATEWAY,
    meaning:
      "PostgreSQL's `statement_timeout` on every connection of request handling (not migrations or the worker): the server ends a statement running longer; searches have 3 s of their own",
  },
  TRUST_PROXY: {
    schema: text('false'),
    section: connections,
    usedBy: GATEWAY,
    meaning:
      "`false`, `true`, or a comma-separated list of addresses, CIDRs or `loopback`, `linklocal`, `uniquelocal`: the reverse proxies whose `X-Forwarded-For` gives the client's address (rate limits count it). `true` only when nothing but the proxy reaches the gateway; a hop count is refused",
    shownDefault: '`false` (compose: `uniquelocal`)',
  },

  MFA_SECRET_KEY: {
    schema: text(),
    section: accounts,
    usedBy: ALL,
    meaning:
      '32 random bytes (base64, or 64 hex characters; `openssl rand -base64 32`) that seal two-step sign-in secrets and webhook secrets at rest (AES-256-GCM). The same value everywhere; losing it means every member enrols again and every webhook endpoint is registered again',
    shownDefault: '**required** in production; a fixed development key otherwise',
  },
  SEED_DEMO_DATA: {
    schema: boolean(),
    section: accounts,
    usedBy: ['migrate'],
    meaning:
      '`true`: seed the three demo accounts (public password) and about 40 members into an empty users table',
    shownDefault: '`true`, `false` in production',
  },
  ADMIN_EMAIL: {
    schema: text(),
    section: accounts,
    usedBy: ['migrate'],
    meaning:
      'the first administrator, created once if no user has that e-mail; with `ADMIN_PASSWORD`, both or neither',
  },
  ADMIN_PASSWORD: {
    schema: Type.String(),
    section: accounts,
    usedBy: ['migrate'],
    meaning:
      "the first administrator's password: 12 to 256 characters, not common or easily guessed",
  },
  ADMIN_NAME: {
    schema: text('Administrator'),
    section: accounts,
    usedBy: ['migrate'],
    meaning: "the first administrator's name (at most 120 characters)",
  },
  SESSION_IDLE_MINUTES: {
    schema: integer(1, 7 * 24 * 60, 120),
    section: accounts,
    usedBy: GATEWAY,
    meaning: 'a session ends after this long without a request',
  },
  SESSION_ABSOLUTE_HOURS: {
    schema: integer(1, 90 * 24, 7 * 24),
    section: accounts,
    usedBy: GATEWAY,
    meaning: 'a session ends this long after sign-in, however active',
  },
  SESSION_REAUTH_MINUTES: {
    schema: integer(1, 24 * 60, 10),
    section: accounts,
    usedBy: GATEWAY,
    meaning:
      'turning two-step sign-in on or off, new recovery codes and signing out other sessions need the password (and code) proven this recently',
  },
  ...signInRule('ACCOUNT_ADDRESS', 'on one account from one address', 10),
  ...signInRule(
    'ACCOUNT',
    'on one account from every address (the delay holds back only addresses that failed on it)',
    20,
  ),
  ...signInRule('ADDRESS', 'from one address on every account', 30),
  ...signInRule(
    'GLOBAL',
    'on the whole portal (the delay holds back only addresses that failed)',
    1000,
  ),
  SIGNIN_BASE_DELAY_SECONDS: {
    schema: integer(1, DAY_S, 30),
    section: accounts,
    usedBy: GATEWAY,
    meaning: 'the first delay once a sign-in count is reached, doubled at each further failure',
  },
  SIGNIN_MAX_DELAY_SECONDS: {
    schema: integer(1, DAY_S, 900),
    section: accounts,
    usedBy: GATEWAY,
    meaning: 'the longest sign-in delay',
  },

  API_RATE_WINDOW_SECONDS: {
    schema: integer(1, DAY_S, 60),
    section: limits,
    usedBy: GATEWAY,
    meaning: 'window of the two limits below',
  },
  API_RATE_MAX_PER_ADDRESS: {
    schema: integer(1, 10_000_000, 600),
    section: limits,
    usedBy: GATEWAY,
    meaning: 'requests on `/graphql` and `/api` per client address and window',
  },
  API_RATE_MAX_PER_TOKEN: {
    schema: integer(1, 10_000_000, 300),
    section: limits,
    usedBy: GATEWAY,
    meaning: 'requests per personal access token and window',
  },
  PUBLIC_FORM_MAX: {
    schema: integer(1, 1_000_000, 5),
    section: limits,
    usedBy: GATEWAY,
    meaning:
      'sends of the contact and the membership form per client address, form and window (then 429)',
  },
  PUBLIC_FORM_WINDOW_SECONDS: {
    schema: integer(1, DAY_S, 3600),
    section: limits,
    usedBy: GATEWAY,
    meaning: "the public forms' window",
  },
  CONSULTATION_MAX_PER_ADDRESS: {
    schema: integer(1, 1_000_000, 10),
    section: limits,
    usedBy: GATEWAY,
    meaning: 'consultation requests per client address (valid or not) and window',
  },
  CONSULTATION_MAX_PER_EMAIL: {
    schema: integer(1, 1_000_000, 5),
    section: limits,
    usedBy: GATEWAY,
    meaning: 'stored consultation requests per e-mail address and window',
  },
  CONSULTATION_WINDOW_SECONDS: {
    schema: integer(1, DAY_S, 3600),
    section: limits,
    usedBy: GATEWAY,
    meaning: "the consultation limits' window",
  },
  POST_FLAGS_TO_HIDE: {
    schema: integer(1, 1_000, 3),
    section: discussions,
    usedBy: GATEWAY,
    meaning:
      "how many different members' flags hide a discussion post or reply until a moderator keeps, edits or hides it",
  },
  EXPENSIVE_MAX_PER_CLIENT: {
    schema: integer(1, 1_000, 2),
    section: limits,
    usedBy: GATEWAY,
    meaning:
      'searches and directory pages (`search`, `publicLawyers`, `GET /api/search`, `GET /api/public/lawyers`, `discussions` and `documents` with a `search`) running at once for one member, or one client address when signed out; past it 429 `RATE_LIMITED` with `Retry-After`',
  },
  EXPENSIVE_MAX_TOTAL: {
    schema: integer(1, 1_000, 6),
    section: limits,
    usedBy: GATEWAY,
    meaning:
      "the same for everyone together in one gateway process; past it 503 with `Retry-After`. Keep it below the database pool's 10 connections, so that the rest (`/readyz`, pages, sign-in) always finds one",
  },

  GRAPHQL_INTROSPECTION: {
    schema: boolean(),
    section: graphql,
    usedBy: GATEWAY,
    meaning: 'schema introspection',
    shownDefault: '`true`; `false` in production',
  },
  GRAPHQL_IDE: {
    schema: boolean(),
    section: graphql,
    usedBy: GATEWAY,
    meaning: 'the IDE at `/graphiql`',
    shownDefault: '`true`; `false` in production',
  },
  GRAPHQL_SUGGESTIONS: {
    schema: boolean(),
    section: graphql,
    usedBy: GATEWAY,
    meaning: '"Did you mean …" hints in errors',
    shownDefault: '`true`; `false` in production',
  },
  GRAPHQL_MAX_TOKENS: {
    schema: integer(100, 1_000_000, 2_000),
    section: graphql,
    usedBy: GATEWAY,
    meaning: 'lexical tokens per document (the parser stops past it)',
  },
  GRAPHQL_MAX_DEPTH: {
    schema: integer(2, 100, 10),
    section: graphql,
    usedBy: GATEWAY,
    meaning: 'nesting depth of selections',
  },
  GRAPHQL_MAX_ALIASES: {
    schema: integer(0, 10_000, 30),
    section: graphql,
    usedBy: GATEWAY,
    meaning: 'aliases per operation',
  },
  GRAPHQL_MAX_DIRECTIVES: {
    schema: integer(0, 10_000, 30),
    section: graphql,
    usedBy: GATEWAY,
    meaning: 'directives per operation',
  },
  GRAPHQL_MAX_COST: {
    schema: integer(100, 100_000_000, 20_000),
    section: graphql,
    usedBy: GATEWAY,
    meaning:
      'cost per operation: 1 per field plus its selections, times the list size for list fields',
  },
  GRAPHQL_DEFAULT_LIST_SIZE: {
    schema: integer(1, 10_000, 50),
    section: graphql,
    usedBy: GATEWAY,
    meaning:
      'list size counted for a list field without a `limit`/`first` argument nor a declared maximum (`@ListSize`, which every list a visitor can reach has)',
  },
  GRAPHQL_TIMEOUT_MS: {
    schema: integer(100, 600_000, 10_000),
    section: graphql,
    usedBy: GATEWAY,
    meaning:
      'after this an operation resolves no further field (`OPERATION_TIMEOUT`) and its statements still running in PostgreSQL are cancelled',
  },
  API_CHECK_RESPONSES: {
    schema: boolean(),
    section: graphql,
    usedBy: GATEWAY,
    meaning:
      "`true`: every `/api` answer is checked against its route's documented response schema, a mismatch answering 500 (the tests run with it)",
    shownDefault: '`true` when `NODE_ENV=test`, else `false`',
  },

  SMTP_URL: {
    schema: text(undefined, '^smtps?://'),
    section: mail,
    usedBy: BOTH,
    meaning:
      'SMTP server for invitations, contact messages and event reminders: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`',
    shownDefault: 'unset: each e-mail is written to the log as a JSON line, nothing is sent',
    refusal: 'must start with smtp:// or smtps://',
  },
  MAIL_FROM: {
    schema: text(
      'Bar Association Portal <no-reply@localhost>',
      '^[^\\r\\n]*[^\\s@<]+@[^\\s@>]+[^\\r\\n]*$',
    ),
    section: mail,
    usedBy: BOTH,
    meaning: 'the sender, e.g. `Bar Association <portal@example.org>`',
    refusal: 'must be an e-mail address, optionally with a name.',
  },
  CONTACT_EMAIL: {
    schema: text(),
    section: mail,
    usedBy: GATEWAY,
    meaning: 'where "Contact Leadership" and accessibility reports go',
    shownDefault: 'the `MAIL_FROM` address',
  },

  STORAGE_DRIVER: {
    schema: oneOf(['local', 's3']),
    section: documents,
    usedBy: BOTH,
    meaning:
      "`local` (a folder) or `s3` (an S3-compatible store); lawyers' photos go to its `lawyer-photos/` folder or key prefix",
    shownDefault: '`s3` when `S3_BUCKET` is set, else `local`',
  },
  STORAGE_DIR: {
    schema: text(),
    section: documents,
    usedBy: BOTH,
    meaning: 'the local folder; refused inside `WEB_DIST`',
    shownDefault: '`.data/documents` in the repository (tests: the OS temporary folder)',
  },
  S3_BUCKET: { schema: text(), section: documents, usedBy: BOTH, meaning: 'the bucket' },
  S3_REGION: {
    schema: text('us-east-1'),
    section: documents,
    usedBy: BOTH,
    meaning: "the bucket's region",
  },
  S3_ENDPOINT: {
    schema: text(),
    section: documents,
    usedBy: BOTH,
    meaning: 'an S3-compatible server (MinIO, Ceph, R2…)',
    shownDefault: 'unset: AWS',
  },
  S3_FORCE_PATH_STYLE: {
    schema: boolean(),
    section: documents,
    usedBy: BOTH,
    meaning: '`true`/`false`: the bucket in the path',
    shownDefault: '`true` with `S3_ENDPOINT`, else `false`',
  },
  S3_ACCESS_KEY_ID: {
    schema: text(),
    section: documents,
    usedBy: BOTH,
    meaning:
      "credentials, with `S3_SECRET_ACCESS_KEY`, both or neither (neither: the SDK's usual chain)",
  },
  S3_SECRET_ACCESS_KEY: {
    schema: text(),
    section: documents,
    usedBy: BOTH,
    meaning: 'the secret of `S3_ACCESS_KEY_ID`',
  },
  S3_PREFIX: {
    schema: text('', '^[\\w./-]*$'),
    section: documents,
    usedBy: BOTH,
    meaning: 'prefix of every object key, e.g. `documents/`',
    refusal: 'may only contain letters, digits and _ . / -.',
  },
  UPLOAD_MAX_FILE_BYTES: {
    schema: integer(1, GIB, 25 * MIB),
    section: documents,
    usedBy: GATEWAY,
    meaning: 'largest file (413 past it)',
  },
  UPLOAD_MAX_FILES: {
    schema: integer(1, 100, 10),
    section: documents,
    usedBy: GATEWAY,
    meaning: 'files per upload request',
  },
  UPLOAD_QUOTA_BYTES: {
    schema: integer(1, Number.MAX_SAFE_INTEGER, 500 * MIB),
    section: documents,
    usedBy: GATEWAY,
    meaning: 'per member: bytes kept in the library (413 `QUOTA_EXCEEDED`)',
  },
  UPLOAD_RATE_FILES_PER_HOUR: {
    schema: integer(1, 100_000, 30),
    section: documents,
    usedBy: GATEWAY,
    meaning: 'per member: files uploaded per hour (429 `RATE_LIMITED`)',
  },
  UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES: {
    schema: integer(1, GIB, 100 * MIB),
    section: documents,
    usedBy: GATEWAY,
    meaning:
      "what a DOCX, XLSX, PPTX, ODT, ODS or ODP may unpack to, archives nested in it included: bytes of all its files together (413 `ARCHIVE_TOO_LARGE` past it; encrypted or damaged archives 415). Keep it at or below clamd's `MaxFileSize` (`ops/clamav/clamd.conf`): clamd scans only the first `MaxFileSize` of a zip entry and calls the rest clean",
  },
  UPLOAD_ARCHIVE_MAX_ENTRIES: {
    schema: integer(1, 100_000, 5_000),
    section: documents,
    usedBy: GATEWAY,
    meaning: "the files such an archive may hold together; keep it at or below clamd's `MaxFiles`",
  },
  STORAGE_ORPHAN_MIN_AGE_MS: {
    schema: integer(1_000, 30 * 24 * HOUR_MS, HOUR_MS),
    section: documents,
    usedBy: WORKER,
    meaning:
      'a stored file no document row names is removed once last written longer ago than this (keep it well above the longest upload)',
  },
  STORAGE_ORPHAN_SWEEP_MS: {
    schema: integer(1_000, 24 * HOUR_MS, HOUR_MS),
    section: documents,
    usedBy: WORKER,
    meaning: 'how often the orphan sweep runs, and at worker start',
  },
  CLAMAV_SOCKET: {
    schema: text(),
    section: documents,
    usedBy: BOTH,
    meaning:
      "ClamAV's clamd on a unix socket, which scans every upload; not with `CLAMAV_HOST`. Unset (both): uploads are **not scanned** and are available at once (the start logs warn). `npm start` and `npm run dev`, when they are unset, use a clamd that answers on `/run/clamav/clamd.ctl` (Debian's `clamav-daemon`) or `127.0.0.1:3310`",
  },
  CLAMAV_HOST: {
    schema: text(),
    section: documents,
    usedBy: BOTH,
    meaning: "clamd's host (`docker-compose.yml` sets it to its `clamav` service)",
  },
  CLAMAV_PORT: {
    schema: integer(1, 65_535, 3310),
    section: documents,
    usedBy: BOTH,
    meaning: "clamd's port, with `CLAMAV_HOST`",
  },
  CLAMAV_TIMEOUT_MS: {
    schema: integer(100, 600_000, 150_000),
    section: documents,
    usedBy: BOTH,
    meaning:
      "how long a scan may go without an answer; keep it above clamd's `MaxScanTime` (120 s in `ops/clamav/clamd.conf`), so that clamd flags a slow file rather than the scan being retried",
  },

  STATS_INTERVAL_MS: {
    schema: integer(1_000, 86_400_000, 60_000),
    section: worker,
    usedBy: WORKER,
    meaning: "how often the portal's counts are recounted",
  },
  SUBMISSIONS_SWEEP_MS: {
    schema: integer(1_000, HOUR_MS, 10_000),
    section: worker,
    usedBy: WORKER,
    meaning:
      'how often the reconciling sweep completes from PostgreSQL what no job did; it bounds how late a post due during a database outage is published',
    lenient: true,
  },
  MODERATION_DECISION_WAIT_MS: {
    schema: integer(100, 120_000, 5_000),
    section: worker,
    usedBy: GATEWAY,
    meaning:
      'how long a moderation decision call waits for the worker before answering 202 "recorded, applied shortly"',
    lenient: true,
  },
  MESSAGE_MAIL_DELAY_MINUTES: {
    schema: integer(0, 1_440, 5),
    section: worker,
    usedBy: BOTH,
    meaning:
      'how long a private message may stay unread before its recipient is e-mailed about it (for members who chose messages by e-mail at once); read by then, no e-mail',
    lenient: true,
  },
  MAIL_DIGEST_TIME_ZONE: {
    schema: text('UTC'),
    section: worker,
    usedBy: WORKER,
    meaning:
      "the association's clock for the daily and weekly digest e-mails (an IANA zone such as `Africa/Mogadishu`), for members who set no zone of their own",
    lenient: true,
  },
  MAIL_DIGEST_HOUR: {
    schema: integer(0, 23, 7),
    section: worker,
    usedBy: WORKER,
    meaning:
      "the hour, on the member's clock, at which the daily digest (every day) and the weekly digest (Mondays) cover the period just ended",
    lenient: true,
  },
  CONSULTATION_REMIND_AFTER_HOURS: {
    schema: integer(1, 8_760, 48),
    section: worker,
    usedBy: WORKER,
    meaning:
      'how long a consultation request waits for its lawyer before they are reminded of it, once',
    lenient: true,
  },
  CONSULTATION_EXPIRE_AFTER_HOURS: {
    schema: integer(1, 8_760, 168),
    section: worker,
    usedBy: BOTH,
    meaning:
      'how long a lawyer has to answer a consultation request: then it expires and the requester is told (the tracking page shows the deadline)',
    lenient: true,
  },
  MODERATION_RECONCILE_AFTER_MS: {
    schema: integer(0, 86_400_000, 3_000),
    section: worker,
    usedBy: WORKER,
    meaning: 'how old a pending decision must be before the sweep applies it itself',
    lenient: true,
  },
  WORKER_LOCK_MS: {
    schema: integer(500, 600_000),
    section: worker,
    usedBy: WORKER,
    meaning:
      "a running job's lock and the stalled-job check period; a killed worker's job runs again after about twice this",
    shownDefault: "BullMQ's `30000`",
    lenient: true,
  },
  WORKER_STOP_GRACE_MS: {
    schema: integer(1_000, 600_000, 50_000),
    section: worker,
    usedBy: WORKER,
    meaning:
      "how long a stop (SIGTERM, SIGINT) may wait for running jobs before the worker exits 1; keep it under the orchestrator's grace period",
    lenient: true,
  },
  SECURITY_LOG_RETENTION_DAYS: {
    schema: integer(1, 3650, 365),
    section: worker,
    usedBy: WORKER,
    meaning: 'security events older than this are deleted by the daily `security-log.purge` job',
  },
  SOCIAL_WEBHOOK_URL: {
    schema: text(),
    section: worker,
    usedBy: WORKER,
    meaning:
      'where approved social posts are POSTed; `SOCIAL_WEBHOOK_URL_<PLATFORM>` (e.g. `SOCIAL_WEBHOOK_URL_LINKEDIN`) overrides it for one platform',
    shownDefault: 'unset: publications are recorded only',
  },
  SOCIAL_WEBHOOK_SECRET: {
    schema: text(),
    section: worker,
    usedBy: WORKER,
    meaning: 'sent as `Authorization: Bearer` to that URL',
  },
  WEBHOOK_ALLOW_PRIVATE: {
    schema: boolean(false),
    section: worker,
    usedBy: BOTH,
    meaning:
      '`true`: webhook URLs may point at loopback, private and link-local addresses (a receiver on the same network; the tests use it)',
    lenient: true,
  },
  WEBHOOK_TIMEOUT_MS: {
    schema: integer(100, 60_000, 10_000),
    section: worker,
    usedBy: WORKER,
    meaning: 'one webhook attempt, connection to answer',
    lenient: true,
  },
  WEBHOOK_RETRY_BASE_MS: {
    schema: integer(100, HOUR_MS, 30_000),
    section: worker,
    usedBy: WORKER,
    meaning: "the first retry's delay, doubled each time up to 1 hour",
    lenient: true,
  },
  WEBHOOK_RETRY_WINDOW_MS: {
    schema: integer(1_000, 7 * 24 * HOUR_MS, 24 * HOUR_MS),
    section: worker,
    usedBy: WORKER,
    meaning: 'how long after the event a failing delivery is retried before it is marked failed',
    lenient: true,
  },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof ENVIRONMENT;

/** A variable's declared default (one definition: the settings' DEFAULT_* constants use it). */
export function defaultOf<N extends DefaultedName>(
  name: N,
): Static<(typeof ENVIRONMENT)[N]['schema']> {
  return (ENVIRONMENT[name].schema as { default?: unknown }).default as never;
}

type DefaultedName = {
  [N in VariableName]: (typeof ENVIRONMENT)[N]['schema'] extends Defaulted<TSchema> ? N : never;
}[VariableName];
