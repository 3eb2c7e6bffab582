import { defaultWebDist } from './paths.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    databaseUrl: readUrl(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/portal', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: readUrl(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: readRedisPrefix(env),
    host: readString(env, 'HOST', '127.0.0.1'),
    port: readInteger(env, 'PORT', 3000, 0, 65_535),
    isProduction: env.NODE_ENV === 'production',
    logLevel: readLogLevel(env),
    webDist: readString(env, 'WEB_DIST', defaultWebDist),
    statsIntervalMs: readInteger(env, 'STATS_INTERVAL_MS', 60_000, 1_000, 86_400_000),
    publicUrl: readOptionalUrl(env, 'PUBLIC_URL'),
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

function readOptionalUrl(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  parseUrl(name, value);
  return value.replace(/\/+$/, '');
}

function parseUrl(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}".`);
  }
  return value;
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
