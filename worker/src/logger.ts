import type { LogLevel } from '@portal/gateway/settings/config';
import { type Logger, pino } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout, like the gateway's, told apart by `name`. */
export function createWorkerLogger(level: LogLevel): Logger {
  return pino({ name: 'worker', level });
}
