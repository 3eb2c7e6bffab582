import { isIP } from 'node:net';
import { DEVELOPMENT_MFA_SECRET_KEY, parseSecretKey } from '../crypto/secret-box.js';
import { ConfigError } from '../errors/config-error.js';
import type { LogLevel } from '../logging/logger.js';
import type { ApiRateLimits } from './api-rate-limits.js';
import type { ConsultationLimits } from './consultation-limits.js';
import type { ExpensiveWorkLimits } from './database-load.js';
import type { OperationLimits } from './operation-limits.js';
import { defaultWebDist } from './paths.js';
import type { PublicFormLimit } from './public-form-limit.js';
import { checkUrl, type Env, readEnvironment } from './read-environment.js';
import { type ScannerConfig, scannerConfigOf } from './scanner-config.js';
import type { SessionTimeouts } from './session-timeouts.js';
import type { FailureRule, SignInThrottle } from './sign-in-throttle.js';
import {
  type ArchiveLimits,
  archiveLimitsOf,
  type DocumentLimits,
  documentLimitsOf,
  type StorageConfig,
  storageConfigOf,
} from './storage-config.js';

export { LOG_LEVELS, type LogLevel } from '../logging/logger.js';

/** The environment of the gateway and the worker, parsed once (shared contract of issue 2). */
export interface AppConfig {
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every BullMQ queue and Redis key, so that several portals can share one Redis. */
  redisPrefix: string;
  host: string;
  port: number;
  /** NODE_ENV=production: the session cookie is Secure and logs are never pretty-printed. */
  isProduction: boolean;
  logLevel: LogLevel;
  webDist: string;
  statsIntervalMs: number;
  /**
   * PUBLIC_URL: the address visitors use, for every absolute address the portal writes (links
   * in e-mails and calendars, canonical URLs, sitemaps, robots.txt). Required in production;
   * elsewhere `http://localhost:PORT`. Never taken from a request's Host (F11).
   */
  publicUrl: string;
  /** SMTP server for invitation e-mails (smtp:// or smtps://); unset: e-mails go to the log. */
  smtpUrl: string | undefined;
  /** The From of the portal's e-mails. */
  mailFrom: string;
  /**
   * `migrate` seeds the demo people (demo accounts with their public password, members) into an
   * empty users table. Off by default in production, where those accounts would be an open door.
   */
  seedDemoData: boolean;
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-For decides `request.ip`. */
  trustProxy: TrustProxy;
  /** Where documents' files live (STORAGE_DRIVER, STORAGE_DIR, S3_*): storage-config.ts. */
  storage: StorageConfig;
  /**
   * UPLOAD_MAX_FILE_BYTES (default 25 MiB), UPLOAD_MAX_FILES (default 10), UPLOAD_QUOTA_BYTES
   * (per member, default 500 MiB), UPLOAD_RATE_FILES_PER_HOUR (per member, default 30).
   */
  documentLimits: DocumentLimits;
  /**
   * UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES (default 100 MiB), UPLOAD_ARCHIVE_MAX_ENTRIES (default
   * 5000): what a DOCX/XLSX/PPTX/ODF upload may unpack to (storage-config.ts).
   */
  archiveLimits: ArchiveLimits;
  /**
   * ClamAV's clamd (CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT; CLAMAV_TIMEOUT_MS); null:
   * uploads are not scanned and are available at once.
   */
  scanner: ScannerConfig | null;
  /** GRAPHQL_MAX_*, GRAPHQL_DEFAULT_LIST_SIZE, GRAPHQL_TIMEOUT_MS: graphql/operation-limits.ts. */
  graphqlLimits: OperationLimits;
  /**
   * GRAPHQL_INTROSPECTION, GRAPHQL_IDE, GRAPHQL_SUGGESTIONS: schema introspection, the IDE at
   * /graphiql and "Did you mean …" hints. Off by default in production: they map the API for
   * an attacker; integrators get the schema from `schema/schema.graphql`.
   */
  graphqlIntrospection: boolean;
  graphqlIde: boolean;
  graphqlSuggestions: boolean;
  /**
   * API_CHECK_RESPONSES (default on when NODE_ENV=test): every /api answer is checked against
   * its route's documented response schema, a mismatch answering 500 (http/response-check.ts).
   */
  checkApiResponses: boolean;
  /** SIGNIN_*: the sign-in throttle's counts and delays (modules/auth/sign-in-rate-limiter.ts). */
  signInThrottle: SignInThrottle;
  /** SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS, SESSION_REAUTH_MINUTES: settings/session-timeouts.ts. */
  sessionTimeouts: SessionTimeouts;
  /**
   * Seals the TOTP secrets of two-step sign-in at rest (MFA_SECRET_KEY, 32 bytes); required in
   * production, a fixed development key elsewhere.
   */
  mfaSecretKey: Buffer;
  /** PUBLIC_FORM_MAX, PUBLIC_FORM_WINDOW_SECONDS: contact and membership forms per address. */
  publicFormLimit: PublicFormLimit;
  /** CONSULTATION_MAX_PER_ADDRESS, CONSULTATION_MAX_PER_EMAIL, CONSULTATION_WINDOW_SECONDS. */
  consultationLimits: ConsultationLimits;
  /**
   * API_RATE_WINDOW_SECONDS (default 60), API_RATE_MAX_PER_ADDRESS (600), API_RATE_MAX_PER_TOKEN
   * (300): requests per window on /graphql and /api (http/api-rate-limits.ts).
   */
  apiRateLimits: ApiRateLimits;
  /** EXPENSIVE_MAX_PER_CLIENT (default 2), EXPENSIVE_MAX_TOTAL (6): settings/database-load.ts. */
  expensiveWork: ExpensiveWorkLimits;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS (default 10,000): PostgreSQL's statement_timeout for every
   * connection of request handling (not migrations).
   */
  statementTimeoutMs: number;
  /** POST_FLAGS_TO_HIDE (default 3): members' flags that hide a post until a moderator decides. */
  postFlagsToHide: number;
}

/** false: no proxy; true: whoever connects; a list: proxies at those addresses/CIDRs/ranges. */
export type TrustProxy = boolean | string[];

// Lives in errors/ so that the settings config.ts reads (storage, virus scanner) can throw it
// without importing config.ts back.
export { ConfigError } from '../errors/config-error.js';

export { defaultOf } from './environment.js';
export { type Env, readSetting } from './read-environment.js';

export function loadConfig(env: Env = process.env): AppConfig {
  const v = readEnvironment(env);
  const isProduction = v.NODE_ENV === 'production';
  const unlessProduction = (value: boolean | undefined) => value ?? !isProduction;
  const rule = (maxFailures: number, windowSeconds: number): FailureRule => ({
    maxFailures,
    windowSeconds,
  });
  checkUrl('DATABASE_URL', v.DATABASE_URL);
  checkUrl('REDIS_URL', v.REDIS_URL);
  if (v.SMTP_URL) checkUrl('SMTP_URL', v.SMTP_URL);
  return {
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    redisPrefix: v.REDIS_PREFIX,
    host: v.HOST,
    port: v.PORT,
    isProduction,
    logLevel: v.LOG_LEVEL,
    webDist: v.WEB_DIST ?? defaultWebDist,
    statsIntervalMs: v.STATS_INTERVAL_MS,
    publicUrl: publicUrlOf(v.PUBLIC_URL, isProduction, v.PORT),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    seedDemoData: unlessProduction(v.SEED_DEMO_DATA),
    trustProxy: trustProxyOf(v.TRUST_PROXY),
    storage: storageConfigOf(v, env),
    documentLimits: documentLimitsOf(v),
    archiveLimits: archiveLimitsOf(v),
    scanner: scannerConfigOf(v, env),
    graphqlLimits: {
      maxTokens: v.GRAPHQL_MAX_TOKENS,
      maxDepth: v.GRAPHQL_MAX_DEPTH,
      maxAliases: v.GRAPHQL_MAX_ALIASES,
      maxDirectives: v.GRAPHQL_MAX_DIRECTIVES,
      maxCost: v.GRAPHQL_MAX_COST,
      defaultListSize: v.GRAPHQL_DEFAULT_LIST_SIZE,
      timeoutMs: v.GRAPHQL_TIMEOUT_MS,
    },
    graphqlIntrospection: unlessProduction(v.GRAPHQL_INTROSPECTION),
    graphqlIde: unlessProduction(v.GRAPHQL_IDE),
    graphqlSuggestions: unlessProduction(v.GRAPHQL_SUGGESTIONS),
    checkApiResponses: v.API_CHECK_RESPONSES ?? v.NODE_ENV === 'test',
    signInThrottle: {
      accountAddress: rule(
        v.SIGNIN_ACCOUNT_ADDRESS_MAX_FAILURES,
        v.SIGNIN_ACCOUNT_ADDRESS_WINDOW_SECONDS,
      ),
      account: rule(v.SIGNIN_ACCOUNT_MAX_FAILURES, v.SIGNIN_ACCOUNT_WINDOW_SECONDS),
      address: rule(v.SIGNIN_ADDRESS_MAX_FAILURES, v.SIGNIN_ADDRESS_WINDOW_SECONDS),
      global: rule(v.SIGNIN_GLOBAL_MAX_FAILURES, v.SIGNIN_GLOBAL_WINDOW_SECONDS),
      baseDelaySeconds: v.SIGNIN_BASE_DELAY_SECONDS,
      maxDelaySeconds: v.SIGNIN_MAX_DELAY_SECONDS,
    },
    mfaSecretKey: mfaSecretKeyOf(v.MFA_SECRET_KEY, isProduction),
    sessionTimeouts: {
      idleMinutes: v.SESSION_IDLE_MINUTES,
      absoluteHours: v.SESSION_ABSOLUTE_HOURS,
      reauthMinutes: v.SESSION_REAUTH_MINUTES,
    },
    publicFormLimit: { max: v.PUBLIC_FORM_MAX, windowSeconds: v.PUBLIC_FORM_WINDOW_SECONDS },
    consultationLimits: {
      perAddress: v.CONSULTATION_MAX_PER_ADDRESS,
      perEmail: v.CONSULTATION_MAX_PER_EMAIL,
      windowSeconds: v.CONSULTATION_WINDOW_SECONDS,
    },
    apiRateLimits: {
      windowSeconds: v.API_RATE_WINDOW_SECONDS,
      perAddress: v.API_RATE_MAX_PER_ADDRESS,
      perToken: v.API_RATE_MAX_PER_TOKEN,
    },
    expensiveWork: { perClient: v.EXPENSIVE_MAX_PER_CLIENT, total: v.EXPENSIVE_MAX_TOTAL },
    statementTimeoutMs: v.DATABASE_STATEMENT_TIMEOUT_MS,
    postFlagsToHide: v.POST_FLAGS_TO_HIDE,
  };
}

function mfaSecretKeyOf(value: string | undefined, isProduction: boolean): Buffer {
  if (!value) {
    if (isProduction) {
      throw new ConfigError(
        'MFA_SECRET_KEY is required in production: 32 random bytes as base64 (openssl rand -base64 32)',
      );
    }
    return DEVELOPMENT_MFA_SECRET_KEY;
  }
  const key = parseSecretKey(value);
  if (!key)
    throw new ConfigError('MFA_SECRET_KEY must be 32 bytes, as base64 or 64 hex characters');
  return key;
}

function publicUrlOf(value: string | undefined, isProduction: boolean, port: number): string {
  if (value) {
    checkUrl('PUBLIC_URL', value);
    return value.replace(/\/+$/, '');
  }
  if (isProduction) {
    throw new ConfigError(
      'PUBLIC_URL is required in production: the address visitors use, e.g. https://portal.example.org (links, canonical URLs, sitemaps and robots.txt are built from it, never from the Host of a request)',
    );
  }
  return `http://localhost:${port}`;
}

function trustProxyOf(raw: string): TrustProxy {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  // Fastify 5.12.1 dropped hop counts (GHSA-3m5p-2c4r-xxw2: a count cannot tell the proxy from a
  // client that reaches the gateway directly) and silently ignores one: refuse it here instead.
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY no longer accepts a number of hops ("${raw}"): list the proxies' addresses or CIDRs instead (e.g. TRUST_PROXY=10.0.0.0/8), or use true when only the proxy can reach the gateway.`,
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrCidr(entry));
  if (invalid !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal; "${invalid}" is none of these.`,
    );
  }
  return entries;
}

// The named ranges of proxy-addr, which Fastify uses to read X-Forwarded-For.
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** The first administrator of a production database, created by `migrate` (see seed.ts). */
export interface BootstrapAdmin {
  email: string;
  password: string;
  fullName: string;
}

const ADMIN_PASSWORD_MIN_LENGTH = 12;
// The sign-in form refuses longer passwords (PASSWORD_MAX_LENGTH): the account would be unusable.
const ADMIN_PASSWORD_MAX_LENGTH = 256;
const ADMIN_NAME_MAX_LENGTH = 120;

/**
 * ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME, read only by `migrate`: the password never
 * reaches the long-running processes' configuration. Undefined when neither is set.
 */
export function loadBootstrapAdmin(env: Env = process.env): BootstrapAdmin | undefined {
  const v = readEnvironment(env, ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME']);
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_NAME: fullName } = v;
  if (!email && !password) return undefined;
  if (!email) throw new ConfigError('ADMIN_PASSWORD is set but ADMIN_EMAIL is not.');
  if (!password) throw new ConfigError('ADMIN_EMAIL is set but ADMIN_PASSWORD is not.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new ConfigError(`ADMIN_EMAIL is not a valid e-mail address: "${email}".`);
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long (it has ${password.length}).`,
    );
  }
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  if (fullName.length > ADMIN_NAME_MAX_LENGTH) {
    throw new ConfigError(`ADMIN_NAME must be at most ${ADMIN_NAME_MAX_LENGTH} characters long.`);
  }
  return { email, password, fullName };
}
