import { type Logger, pino } from 'pino';

export type { Logger };

/** LOG_LEVEL's values (config.ts reads it); pino's level names. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Structured JSON logs on stdout; secrets that pass through requests are redacted. */
export function createLogger(config: { logLevel: LogLevel }, name = 'gateway'): Logger {
  return pino({
    name,
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  });
}
