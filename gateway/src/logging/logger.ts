import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/** LOG_LEVEL's values (config.ts reads it); pino's level names. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Addresses whose next segment is a secret that opens something by itself (F9): a member's
 * calendar feed (`/api/calendar/<token>.ics`), a consultation's private tracking page, an
 * invitation link and an e-mail's unsubscribe link. `logger.test.ts` checks each of the links the features mint against this list.
 */
const SECRET_PATH_PREFIXES = [
  '/api/calendar/',
  '/consultations/track/',
  '/join/',
  '/mail/unsubscribe/',
] as const;
/** Query parameters whose value is a secret, by name. */
const SECRET_PARAMETER = /token|secret|password|code|key|signature/i;
const REDACTED = '[redacted]';

/**
 * A path (with or without its query string) as the logs may keep it: the secret segment of the
 * addresses above and the values of secret-named query parameters replaced. Written here because
 * pino's `redact` replaces whole values by key, and a URL is one string with its secret inside.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  return redactPath(path) + (queryAt === -1 ? '' : `?${redactQuery(query)}`);
}

function redactPath(path: string): string {
  // Decoded first, so that /%6Aoin/ or //join/ cannot slip a token past the prefix match.
  let plain: string;
  try {
    plain = decodeURIComponent(path).replace(/\/{2,}/g, '/');
  } catch {
    plain = path.replace(/\/{2,}/g, '/');
  }
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (plain.toLowerCase().startsWith(prefix) && plain.length > prefix.length) {
      const rest = plain.slice(prefix.length);
      const slash = rest.indexOf('/');
      const segment = slash === -1 ? rest : rest.slice(0, slash);
      // `feed` is the route that mints a feed's address, not a token.
      if (segment === 'feed') return path;
      const extension = /\.ics$/i.test(segment) ? '.ics' : '';
      return `${prefix}${REDACTED}${extension}${slash === -1 ? '' : rest.slice(slash)}`;
    }
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // Left as sent: a malformed name is matched as it is.
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Structured JSON logs on stdout; secrets that pass through requests are redacted: headers and
 * passwords by key, and secrets inside addresses (the request's `url`, and the `path` and `url`
 * any log line names) by `redactUrl`, the one rule for them.
 */
export function createLogger(
  config: { logLevel: LogLevel },
  name = 'gateway',
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.logLevel,
    serializers: {
      // Fastify's own request serializer, with the address redacted. Fastify keeps the logger's
      // serializers over its own.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      path: redactIfText,
      url: redactIfText,
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
      ],
      censor: REDACTED,
    },
  };
  return pino(options, destination ?? pino.destination(STDOUT_BUFFERING));
}

/**
 * Standard output written asynchronously, in writes of at least 4 KiB (about a dozen request
 * lines) and at least every 100 ms: one write per line, each a system call on libuv's thread
 * pool, was a fifth of a small request's time under load. A line is at most 100 ms late; pino
 * flushes what is left when the process exits (a SIGKILL loses up to 4 KiB).
 */
export const STDOUT_BUFFERING = { dest: 1, sync: false, minLength: 4096, periodicFlush: 100 };

function redactIfText(value: unknown): unknown {
  return typeof value === 'string' ? redactUrl(value) : value;
}
