import { describe, expect, it } from 'vitest';
import { ExpensiveWorkLimiter } from './expensive-work.js';

describe('ExpensiveWorkLimiter (issue 26, F1, F2)', () => {
  it('refuses a member or address past its own limit with RATE_LIMITED and Retry-After', () => {
    const limiter = new ExpensiveWorkLimiter({ perClient: 2, total: 10 });
    const first = limiter.acquire('member:a');
    limiter.acquire('member:a');
    expect(() => limiter.acquire('member:a')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 1 } }),
    );
    // Another caller is not held back by the first one's calls.
    expect(() => limiter.acquire('address:203.0.113.9')).not.toThrow();
    first();
    // A release counts once, however often it is called.
    first();
    expect(() => limiter.acquire('member:a')).not.toThrow();
    expect(() => limiter.acquire('member:a')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED' }),
    );
  });

  it('refuses everyone past the total with SERVICE_UNAVAILABLE, until a place is released', () => {
    const limiter = new ExpensiveWorkLimiter({ perClient: 2, total: 3 });
    const releases = ['a', 'b', 'c'].map((key) => limiter.acquire(key));
    expect(() => limiter.acquire('d')).toThrow(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
    releases[0]?.();
    expect(() => limiter.acquire('d')).not.toThrow();
  });
});
