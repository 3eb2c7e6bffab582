import { createHash } from 'node:crypto';

/**
 * A session row's id: the SHA-256 of the cookie's token, so the database never holds a token that
 * signs anyone in. Apart from the session store so that scripts can issue sessions without
 * loading the entities.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
