import { isIP } from 'node:net';
import { DEVELOPMENT_MFA_SECRET_KEY, parseSecretKey } from '../crypto/secret-box.js';
import { ConfigError } from '../errors/config-error.js';
import { LOG_LEVELS, type LogLevel } from '../logging/logger.js';
import { type ApiRateLimits, DEFAULT_API_RATE_LIMITS } from './api-rate-limits.js';
import { type ConsultationLimits, DEFAULT_CONSULTATION_LIMITS } from './consultation-limits.js';
import {
  DEFAULT_EXPENSIVE_WORK_LIMITS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  type ExpensiveWorkLimits,
} from './database-load.js';
import { DEFAULT_OPERATION_LIMITS, type OperationLimits } from './operation-limits.js';
import { defaultWebDist } from './paths.js';
import { DEFAULT_PUBLIC_FORM_LIMIT, type PublicFormLimit } from './public-form-limit.js';
import { loadScannerConfig, type ScannerConfig } from './scanner-config.js';
import { DEFAULT_SESSION_TIMEOUTS, type SessionTimeouts } from './session-timeouts.js';
import {
  DEFAULT_SIGN_IN_THROTTLE,
  type FailureRule,
  type SignInThrottle,
} from './sign-in-throttle.js';
import {
  type ArchiveLimits,
  type DocumentLimits,
  loadArchiveLimits,
  loadDocumentLimits,
  loadStorageConfig,
  type StorageConfig,
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
}

/** false: no proxy; true: whoever connects; a list: proxies at those addresses/CIDRs/ranges. */
export type TrustProxy = boolean | string[];

// Lives in errors/ so that the settings config.ts reads (storage, virus scanner) can throw it
// without importing config.ts back.
export { ConfigError } from '../errors/config-error.js';

export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const port = readInteger(env, 'PORT', 3000, 0, 65_535);
  return {
    databaseUrl: readUrl(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/portal', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: readUrl(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: readRedisPrefix(env),
    host: readString(env, 'HOST', '127.0.0.1'),
    port,
    isProduction: env.NODE_ENV === 'production',
    logLevel: readLogLevel(env),
    webDist: readString(env, 'WEB_DIST', defaultWebDist),
    statsIntervalMs: readInteger(env, 'STATS_INTERVAL_MS', 60_000, 1_000, 86_400_000),
    publicUrl: readPublicUrl(env, port),
    smtpUrl: readOptionalSmtpUrl(env),
    mailFrom: readMailFrom(env),
    seedDemoData: readBoolean(env, 'SEED_DEMO_DATA', env.NODE_ENV !== 'production'),
    trustProxy: readTrustProxy(env),
    storage: loadStorageConfig(env),
    documentLimits: loadDocumentLimits(env),
    archiveLimits: loadArchiveLimits(env),
    scanner: loadScannerConfig(env),
    graphqlLimits: readGraphqlLimits(env),
    graphqlIntrospection: readBoolean(env, 'GRAPHQL_INTROSPECTION', env.NODE_ENV !== 'production'),
    graphqlIde: readBoolean(env, 'GRAPHQL_IDE', env.NODE_ENV !== 'production'),
    graphqlSuggestions: readBoolean(env, 'GRAPHQL_SUGGESTIONS', env.NODE_ENV !== 'production'),
    checkApiResponses: readBoolean(env, 'API_CHECK_RESPONSES', env.NODE_ENV === 'test'),
    signInThrottle: readSignInThrottle(env),
    mfaSecretKey: readMfaSecretKey(env),
    sessionTimeouts: {
      idleMinutes: readInteger(
        env,
        'SESSION_IDLE_MINUTES',
        DEFAULT_SESSION_TIMEOUTS.idleMinutes,
        1,
        7 * 24 * 60,
      ),
      absoluteHours: readInteger(
        env,
        'SESSION_ABSOLUTE_HOURS',
        DEFAULT_SESSION_TIMEOUTS.absoluteHours,
        1,
        90 * 24,
      ),
      reauthMinutes: readInteger(
        env,
        'SESSION_REAUTH_MINUTES',
        DEFAULT_SESSION_TIMEOUTS.reauthMinutes,
        1,
        24 * 60,
      ),
    },
    publicFormLimit: {
      max: readInteger(env, 'PUBLIC_FORM_MAX', DEFAULT_PUBLIC_FORM_LIMIT.max, 1, 1_000_000),
      windowSeconds: readInteger(
        env,
        'PUBLIC_FORM_WINDOW_SECONDS',
        DEFAULT_PUBLIC_FORM_LIMIT.windowSeconds,
        1,
        86_400,
      ),
    },
    consultationLimits: readConsultationLimits(env),
    apiRateLimits: readApiRateLimits(env),
    expensiveWork: {
      perClient: readInteger(
        env,
        'EXPENSIVE_MAX_PER_CLIENT',
        DEFAULT_EXPENSIVE_WORK_LIMITS.perClient,
        1,
        1_000,
      ),
      total: readInteger(env, 'EXPENSIVE_MAX_TOTAL', DEFAULT_EXPENSIVE_WORK_LIMITS.total, 1, 1_000),
    },
    statementTimeoutMs: readInteger(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      DEFAULT_STATEMENT_TIMEOUT_MS,
      100,
      3_600_000,
    ),
  };
}

function readApiRateLimits(env: Env): ApiRateLimits {
  const d = DEFAULT_API_RATE_LIMITS;
  return {
    windowSeconds: readInteger(env, 'API_RATE_WINDOW_SECONDS', d.windowSeconds, 1, 86_400),
    perAddress: readInteger(env, 'API_RATE_MAX_PER_ADDRESS', d.perAddress, 1, 10_000_000),
    perToken: readInteger(env, 'API_RATE_MAX_PER_TOKEN', d.perToken, 1, 10_000_000),
  };
}

function readConsultationLimits(env: Env): ConsultationLimits {
  const d = DEFAULT_CONSULTATION_LIMITS;
  return {
    perAddress: readInteger(env, 'CONSULTATION_MAX_PER_ADDRESS', d.perAddress, 1, 1_000_000),
    perEmail: readInteger(env, 'CONSULTATION_MAX_PER_EMAIL', d.perEmail, 1, 1_000_000),
    windowSeconds: readInteger(env, 'CONSULTATION_WINDOW_SECONDS', d.windowSeconds, 1, 86_400),
  };
}

function readMfaSecretKey(env: Env): Buffer {
  const value = env.MFA_SECRET_KEY?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production') {
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

function readSignInThrottle(env: Env): SignInThrottle {
  const d = DEFAULT_SIGN_IN_THROTTLE;
  const rule = (name: string, fallback: FailureRule): FailureRule => ({
    maxFailures: readInteger(
      env,
      `SIGNIN_${name}_MAX_FAILURES`,
      fallback.maxFailures,
      1,
      1_000_000,
    ),
    windowSeconds: readInteger(
      env,
      `SIGNIN_${name}_WINDOW_SECONDS`,
      fallback.windowSeconds,
      1,
      86_400,
    ),
  });
  return {
    accountAddress: rule('ACCOUNT_ADDRESS', d.accountAddress),
    account: rule('ACCOUNT', d.account),
    address: rule('ADDRESS', d.address),
    global: rule('GLOBAL', d.global),
    baseDelaySeconds: readInteger(env, 'SIGNIN_BASE_DELAY_SECONDS', d.baseDelaySeconds, 1, 86_400),
    maxDelaySeconds: readInteger(env, 'SIGNIN_MAX_DELAY_SECONDS', d.maxDelaySeconds, 1, 86_400),
  };
}

function readGraphqlLimits(env: Env): OperationLimits {
  const d = DEFAULT_OPERATION_LIMITS;
  return {
    maxTokens: readInteger(env, 'GRAPHQL_MAX_TOKENS', d.maxTokens, 100, 1_000_000),
    maxDepth: readInteger(env, 'GRAPHQL_MAX_DEPTH', d.maxDepth, 2, 100),
    maxAliases: readInteger(env, 'GRAPHQL_MAX_ALIASES', d.maxAliases, 0, 10_000),
    maxDirectives: readInteger(env, 'GRAPHQL_MAX_DIRECTIVES', d.maxDirectives, 0, 10_000),
    maxCost: readInteger(env, 'GRAPHQL_MAX_COST', d.maxCost, 100, 100_000_000),
    defaultListSize: readInteger(env, 'GRAPHQL_DEFAULT_LIST_SIZE', d.defaultListSize, 1, 10_000),
    timeoutMs: readInteger(env, 'GRAPHQL_TIMEOUT_MS', d.timeoutMs, 100, 600_000),
  };
}

function readString(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function readUrl(env: Env, name: string, fallback: string, protocols: readonly string[]): string {
  const value = readString(env, name, fallback);
  const url = parseUrl(name, value);
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.join(' or ')}//, got ${url.protocol}`,
    );
  }
  return value;
}

function readPublicUrl(env: Env, port: number): string {
  const value = env.PUBLIC_URL?.trim();
  if (value) {
    if (!/^https?:$/.test(parseUrl('PUBLIC_URL', value).protocol)) {
      throw new ConfigError('PUBLIC_URL must be an http:// or https:// address.');
    }
    return value.replace(/\/+$/, '');
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'PUBLIC_URL is required in production: the address visitors use, e.g. https://portal.example.org (links, canonical URLs, sitemaps and robots.txt are built from it, never from the Host of a request)',
    );
  }
  return `http://localhost:${port}`;
}

function readOptionalSmtpUrl(env: Env): string | undefined {
  const value = env.SMTP_URL?.trim();
  if (!value) return undefined;
  const { protocol } = parseUrl('SMTP_URL', value);
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got ${protocol}`);
  }
  return value;
}

function readMailFrom(env: Env): string {
  const value = readString(env, 'MAIL_FROM', 'Bar Association Portal <no-reply@localhost>');
  if (!/[^\s@<]+@[^\s@>]+/.test(value) || /[\r\n]/.test(value)) {
    throw new ConfigError(
      `MAIL_FROM must be an e-mail address, optionally with a name: "${value}".`,
    );
  }
  return value;
}

function parseUrl(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
}

export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}".`);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be "true" or "false", got "${raw}".`);
}

function readTrustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
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

function readRedisPrefix(env: Env): string {
  const value = readString(env, 'REDIS_PREFIX', 'portal');
  // BullMQ joins the prefix with ':'; braces stay allowed for Redis Cluster hash tags.
  if (!/^[\w{}.-]+$/.test(value)) {
    throw new ConfigError('REDIS_PREFIX may only contain letters, digits and _ - . { }.');
  }
  return value;
}

function readLogLevel(env: Env): LogLevel {
  const value = readString(env, 'LOG_LEVEL', 'info');
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  }
  return level;
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
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
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
  const fullName = readString(env, 'ADMIN_NAME', 'Administrator');
  if (fullName.length > ADMIN_NAME_MAX_LENGTH) {
    throw new ConfigError(`ADMIN_NAME must be at most ${ADMIN_NAME_MAX_LENGTH} characters long.`);
  }
  return { email, password, fullName };
}
