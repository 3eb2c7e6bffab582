import { type Logger, pino } from 'pino';
import type { AppConfig } from './config.js';

export type { Logger };

/** Structured JSON logs on stdout; secrets that pass through requests are redacted. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, name = 'gateway'): Logger {
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
