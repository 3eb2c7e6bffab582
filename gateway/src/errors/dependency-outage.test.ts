import {
  ConnectionException,
  DriverException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { MaxRetriesPerRequestError } from 'ioredis/built/errors/index.js';
import { describe, expect, it } from 'vitest';
import { isDependencyOutage } from './dependency-outage.js';
import { toClientError } from './error-mapper.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'every address of localhost refused (AggregateError)',
      Object.assign(
        new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
        { code: 'ECONNREFUSED' },
      ),
    ],
    ['PostgreSQL shutting down (57P01)', withCode('terminating connection', '57P01')],
    ['PostgreSQL starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a dropped pg connection', new Error('Connection terminated unexpectedly')],
    ['the pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    [
      'MikroORM wrapping a pg error',
      new DriverException(withCode('terminating connection', '57P01')),
    ],
    ['MikroORM connection exception', new ConnectionException(new Error('x'))],
    ['ioredis without a connection', new Error('Connection is closed.')],
    [
      'ioredis without an offline queue',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    ['ioredis command timeout', new Error('Command timed out')],
    ['ioredis retries spent', new MaxRetriesPerRequestError(1)],
    ['a cause chain', new Error('enqueue failed', { cause: new Error('Connection is closed.') })],
  ])('counts %s', (_, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', new UniqueConstraintViolationException(withCode('dup', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['not an error', 'Connection is closed.'],
  ])('does not count %s', (_, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});

describe('toClientError for an outage', () => {
  it('answers 503 SERVICE_UNAVAILABLE with a retry delay and no internals', () => {
    const mapped = toClientError(withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'));
    expect(mapped).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 5,
    });
    expect(mapped.message).not.toMatch(/ECONNREFUSED|5432/);
  });
});
